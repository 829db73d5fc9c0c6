import { z } from 'zod';
import type { RunStepPlan } from '../runs';
import { VALIDATION } from '../messages';
import { requireRole, roleSelection, ZAccountTier, ZRunRole } from './common';

/** The six workflows of the coach's "Available Workflows" grid (liveData: shows the Live Data badge). */
export const COACH_WORKFLOWS = [
  { id: 'job_discovery', title: 'Job Discovery', liveData: true },
  { id: 'news_interpreter', title: 'News Interpreter', liveData: true },
  { id: 'interview_prep', title: 'Interview Preparation', liveData: false },
  { id: 'ai_impact', title: 'AI Impact on Jobs', liveData: false },
  { id: 'day_in_life', title: 'Day in the Life', liveData: false },
  { id: 'research_report', title: 'Research Report', liveData: true },
] as const;
/** Ids earlier clients sent (and earlier runs stored) for a workflow that has another id now. */
const RENAMED_COACH_WORKFLOWS = { ai_jobs: 'ai_impact' } as const satisfies Record<string, CoachWorkflowId>;
type RenamedCoachWorkflowId = keyof typeof RENAMED_COACH_WORKFLOWS;
const isRenamed = (id: string): id is RenamedCoachWorkflowId => id in RENAMED_COACH_WORKFLOWS;
/** A coach workflow id; a renamed one is still accepted and read as its current id. */
export const ZCoachWorkflowType = z
  .enum([...COACH_WORKFLOWS.map((w) => w.id), ...Object.keys(RENAMED_COACH_WORKFLOWS)] as [
    CoachWorkflowId | RenamedCoachWorkflowId,
    ...(CoachWorkflowId | RenamedCoachWorkflowId)[],
  ])
  .transform((id): CoachWorkflowId => (isRenamed(id) ? RENAMED_COACH_WORKFLOWS[id] : id));
export type CoachWorkflowId = (typeof COACH_WORKFLOWS)[number]['id'];

/** A turn of the conversation as the model sees it (the server builds these from the stored conversation). */
export const ZChatTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1, VALIDATION.messageRequired).max(8000),
});
export type ChatTurn = z.infer<typeof ZChatTurn>;

/** POST /api/coach/workflow/stream as a role selection (the coach module parses ZCoachWorkflowBody first). */
const workflowBase = z.object({ ...roleSelection, workflowType: ZCoachWorkflowType });
export const ZCoachWorkflowRequest = workflowBase.superRefine(requireRole);

/**
 * What every coach run stores beside its mode: the account's plan when it started and whether the reply is grounded
 * on the user's stored resume (elite). The resume itself is never in the input: the worker reads it by the run's
 * owner when it runs, so a removed resume is used by no later run and its text never enters run rows or events.
 */
const coachAccount = {
  role: ZRunRole,
  userTier: ZAccountTier,
  groundOnResume: z.boolean().default(false),
};

/**
 * Stored input of a coach run: a chat turn (the conversation it belongs to and its recent turns, the user's new
 * message last, all read from the server's copy of the conversation) or one of the six workflows.
 */
export const ZCoachRunInput = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('chat'),
    ...roleSelection,
    conversationId: z.string().uuid().optional(),
    messages: z.array(ZChatTurn).min(1).max(40),
    ...coachAccount,
  }),
  workflowBase.extend({ mode: z.literal('workflow'), ...coachAccount }),
]);
export type CoachRunInput = z.infer<typeof ZCoachRunInput>;

/** Spec section 4: initialise, load job context, execute analysis (streamed), format results. */
export const COACH_CHAT_STEPS = [
  { id: 'initialise', name: 'Initialise', streamed: false },
  { id: 'load-context', name: 'Load job context', streamed: false },
  { id: 'analysis', name: 'Execute analysis', streamed: true },
  { id: 'format', name: 'Format results', streamed: false },
] as const satisfies readonly RunStepPlan[];

/** Why a live-data workflow had no live data (no feed configured, none answered, none about the role, no source). */
export const COACH_NO_LIVE_DATA_REASONS = ['no_feed', 'unreachable', 'no_match', 'no_source'] as const;
export type CoachNoLiveDataReason = (typeof COACH_NO_LIVE_DATA_REASONS)[number];

/**
 * The line a live-data workflow's answer opens with (shown as is; it is also `liveData.note`). Without live data
 * it says so plainly and that the answer comes from the role's knowledge: no headline is ever made up.
 */
export const COACH_LIVE_DATA_TEXTS = {
  live: (count: number, sources: readonly string[]) =>
    `**Live data:** this answer draws on ${count} current article${count === 1 ? '' : 's'} from the configured news feeds (${sources.join(', ')}); they are listed under Sources at the end.`,
  no_feed:
    "**No live data was available:** no live news source is configured on this server, so this answer comes from the coach's knowledge of the role, not from today's news.",
  unreachable:
    "**No live data was available:** the live news feeds could not be reached just now, so this answer comes from the coach's knowledge of the role, not from today's news.",
  no_match:
    "**No live data was available:** the live news feeds had no current article about this role, so this answer comes from the coach's knowledge of the role, not from today's news.",
  no_source:
    "**No live data was available:** this server has no live research source (company filings, market data or web search), so this report comes from the coach's knowledge of the role, not from current company data.",
  sourcesHeading: '**Sources**',
} as const;

/** A live article an answer drew on, as the result lists it (the feed's own headline, outlet, link and date). */
export const ZCoachLiveArticle = z.object({
  title: z.string().min(1).max(300),
  source: z.string().min(1).max(300),
  url: z.string().url().nullable(),
  publishedAt: z.string().datetime({ offset: true }).nullable(),
});
export type CoachLiveArticle = z.infer<typeof ZCoachLiveArticle>;

/**
 * What live data a live-data workflow (Job Discovery, News Interpreter, Research Report) had: 'live' with the
 * articles it drew on, or 'unavailable' with the reason. `note` is the line the answer opens with, for a badge or
 * banner. null for chat replies and the other workflows.
 */
export const ZCoachLiveData = z.discriminatedUnion('status', [
  z.object({ status: z.literal('live'), note: z.string().min(1), articles: z.array(ZCoachLiveArticle).min(1).max(10) }),
  z.object({
    status: z.literal('unavailable'),
    reason: z.enum(COACH_NO_LIVE_DATA_REASONS),
    note: z.string().min(1),
  }),
]);
export type CoachLiveData = z.infer<typeof ZCoachLiveData>;

/** The coach's answer: markdown text (the streamed analysis), titled for the results modal. */
export const ZCoachRunResult = z.object({
  mode: z.enum(['chat', 'workflow']),
  workflowType: ZCoachWorkflowType.nullable(),
  title: z.string().min(1),
  content: z.string().min(1),
  /** Live-data workflows only: whether live data was used (and which), or why not. Absent in older results. */
  liveData: ZCoachLiveData.nullable().default(null),
});
export type CoachRunResult = z.infer<typeof ZCoachRunResult>;
