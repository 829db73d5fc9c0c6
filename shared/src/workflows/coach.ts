import { z } from 'zod';
import type { RunStepPlan } from '../runs';
import { VALIDATION } from '../messages';
import { requireRole, roleSelection, ZRunRole } from './common';

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

export const ZChatTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1, VALIDATION.messageRequired).max(8000),
});
export const ZResumeContext = z.object({
  fileName: z.string().trim().min(1).max(255),
  content: z.string().trim().min(1).max(60_000),
});

/**
 * POST /api/coach/chat — messages [{role,content}], systemPrompt, jobProfile, resumeContext or null.
 * The last message must be the user's. systemPrompt is kept as extra app context under the server's own prompt.
 */
const chatBase = z.object({
  messages: z.array(ZChatTurn).min(1).max(40),
  systemPrompt: z.string().trim().max(4000).optional(),
  ...roleSelection,
  resumeContext: ZResumeContext.nullable().default(null),
});
export const ZCoachChatRequest = chatBase.superRefine((value, ctx) => {
  requireRole(value, ctx);
  if (value.messages.at(-1)?.role !== 'user') {
    ctx.addIssue({
      code: 'custom',
      path: ['messages', value.messages.length - 1, 'role'],
      message: 'The last message must be from the user',
    });
  }
});
export type CoachChatRequest = z.input<typeof ZCoachChatRequest>;

/** POST /api/coach/workflow/stream — jobProfile (title, description, skills, interests, experienceLevels), workflowType. */
const workflowBase = z.object({ ...roleSelection, workflowType: ZCoachWorkflowType });
export const ZCoachWorkflowRequest = workflowBase.superRefine(requireRole);
export type CoachWorkflowRequest = z.input<typeof ZCoachWorkflowRequest>;

/** Stored input of a coach run: a chat turn or one of the six workflows. */
export const ZCoachRunInput = z.discriminatedUnion('mode', [
  chatBase.extend({ mode: z.literal('chat'), role: ZRunRole }),
  workflowBase.extend({ mode: z.literal('workflow'), role: ZRunRole }),
]);
export type CoachRunInput = z.infer<typeof ZCoachRunInput>;

/** Spec section 4: initialise, load job context, execute analysis (streamed), format results. */
export const COACH_CHAT_STEPS = [
  { id: 'initialise', name: 'Initialise', streamed: false },
  { id: 'load-context', name: 'Load job context', streamed: false },
  { id: 'analysis', name: 'Execute analysis', streamed: true },
  { id: 'format', name: 'Format results', streamed: false },
] as const satisfies readonly RunStepPlan[];

/** The coach's answer: markdown text (the streamed analysis), titled for the results modal. */
export const ZCoachRunResult = z.object({
  mode: z.enum(['chat', 'workflow']),
  workflowType: ZCoachWorkflowType.nullable(),
  title: z.string().min(1),
  content: z.string().min(1),
});
export type CoachRunResult = z.infer<typeof ZCoachRunResult>;
