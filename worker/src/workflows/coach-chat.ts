import {
  COACH_LIVE_DATA_TEXTS,
  COACH_WORKFLOWS,
  ZCoachRunInput,
  type CoachLiveArticle,
  type CoachLiveData,
  type CoachNoLiveDataReason,
  type CoachRunInput,
  type CoachRunResult,
  type CoachWorkflowId,
} from '@fcs/shared/workflows/coach';
import type { RunRole } from '@fcs/shared/workflows/common';
import { defineWorkflow, outputOf, type StepContext, type RunOwner } from '../engine/workflow';
import type { LlmMessage } from '../llm/types';
import { fence, veteranSystem } from './prompts';

/** Most resume text handed to the model (elite resume-aware coaching). */
const RESUME_MAX_CHARS = 8000;

/** What each coach workflow asks the coach (the user turn of a workflow run). */
export const COACH_WORKFLOW_ASKS: Record<CoachWorkflowId, string> = {
  job_discovery:
    'Suggest 4-6 roles adjacent to this one that someone with its skills could move into, each with why it fits, what changes day to day, and the first step to get there.',
  news_interpreter:
    'Pick the 3-4 kinds of market or regulatory news that matter most to this role right now and explain, for each, how a professional in the role reads it and what they do about it.',
  interview_prep:
    'Prepare me for an interview for this role: the 6-8 questions I will most likely be asked, what a strong answer shows, and the mistakes that sink candidates.',
  ai_impact:
    'Explain how AI is changing this role: which tasks are being automated, which tools people use now, what stays human, and how to stay ahead over the next five years.',
  day_in_life:
    'Walk me through a realistic working day in this role from 7am to 6:30pm: what happens in each part of the day, who I deal with, the tools, the pressure points.',
  research_report:
    'Tell me how to research a firm before applying for this role: what to look for in its reports and news, which KPIs the role is judged on, and the questions to ask at interview.',
};

type Resume = { fileName: string; content: string };

/** Live articles handed to the model at most, and the characters of each one's text it gets. */
const LIVE_ARTICLES = 5;
const LIVE_EXCERPT_CHARS = 600;
/** Words that make an article count for Job Discovery beside the role's own: hiring and headcount news. */
const HIRING_WORDS = ['hiring', 'hires', 'recruit', 'jobs', 'appoint', 'headcount', 'vacanc', 'graduate', 'job cuts'];

/** A live article as the load-context step checkpoints it: the listed fields plus the excerpt the model reads. */
type LiveArticle = CoachLiveArticle & { excerpt: string };
/** What a live-data workflow had, checkpointed by load-context (so a retried analysis reads the same articles). */
type LiveContext =
  | { status: 'live'; note: string; articles: LiveArticle[] }
  | { status: 'unavailable'; reason: CoachNoLiveDataReason; note: string };

const unavailable = (reason: CoachNoLiveDataReason): LiveContext => ({
  status: 'unavailable',
  reason,
  note: COACH_LIVE_DATA_TEXTS[reason],
});

/**
 * The live data of a live-data workflow (null for chat and the other workflows). News Interpreter and Job Discovery
 * read the configured news feeds (Job Discovery also counts hiring news); Research Report has no live source on
 * this product. Without a live article the answer says so plainly; nothing stands in for the news.
 */
async function liveContext(ctx: StepContext<CoachRunInput>): Promise<LiveContext | null> {
  const { input, role } = ctx;
  if (input.mode !== 'workflow' || !COACH_WORKFLOWS.find((w) => w.id === input.workflowType)?.liveData) return null;
  if (input.workflowType === 'research_report') return unavailable('no_source');
  let news;
  try {
    news = await ctx.live.news({
      roleTitle: role.title,
      boost: input.workflowType === 'job_discovery' ? HIRING_WORDS : [],
      limit: LIVE_ARTICLES,
    });
  } catch (err) {
    ctx.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'live news unavailable');
    return unavailable('unreachable');
  }
  if (news.origin === 'none') return unavailable(news.reason);
  const articles = news.articles.map((a) => ({
    title: a.title,
    source: a.source,
    url: a.url,
    publishedAt: a.publishedAt,
    excerpt: a.content.slice(0, LIVE_EXCERPT_CHARS),
  }));
  const sources = [...new Set(articles.map((a) => a.source))];
  return { status: 'live', note: COACH_LIVE_DATA_TEXTS.live(articles.length, sources), articles };
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const day = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : null);

/** What the model is told about live data: the articles to ground the answer on, or that there are none. */
function liveSystem(live: LiveContext): string {
  if (live.status === 'unavailable') {
    return 'No live data is available for this answer (the user is told so in a line above it). Answer from your knowledge of the role: do not cite specific current headlines, deals, figures or dates, and do not claim to have read the news.';
  }
  const listed = live.articles
    .map((a, i) =>
      [`${i + 1}. ${a.title}`, `Source: ${[a.source, day(a.publishedAt)].filter(Boolean).join(', ')}`, a.excerpt].join(
        '\n',
      ),
    )
    .join('\n\n');
  return [
    'Live news for this answer: the articles below come from the configured news feeds, read when this workflow ran. Ground the answer in them where they bear on it, naming an article by its headline when you use it. Do not invent other headlines, deals, figures or dates. The user sees the list of sources under the answer; do not repeat it.',
    fence('live-news', listed),
  ].join('\n\n');
}

/** The Sources list closing a live answer: each article's own headline, outlet, date and link. */
function sourcesList(articles: readonly CoachLiveArticle[]): string {
  const lines = articles.map((a) => {
    const title = a.title.replace(/[[\]]/g, (m) => (m === '[' ? '(' : ')'));
    const where = [a.source, day(a.publishedAt)].filter(Boolean).join(', ');
    return `- ${a.url ? `[${title}](${a.url})` : title} (${where})`;
  });
  return [COACH_LIVE_DATA_TEXTS.sourcesHeading, ...lines].join('\n');
}

/** The result's live-data field: what was used (without the excerpts), or why there was none. */
function liveDataOf(live: LiveContext | null): CoachLiveData | null {
  if (!live) return null;
  if (live.status === 'unavailable') return live;
  return {
    status: 'live',
    note: live.note,
    articles: live.articles.map(({ title, source, url, publishedAt }) => ({ title, source, url, publishedAt })),
  };
}

type LoadedContext = { live?: LiveContext | null };

function coachSystem(role: RunRole, resume: Resume | null): string {
  const parts = [
    veteranSystem(
      role,
      "You are an AI career coach playing a veteran of this role. You answer the user's questions about the job, the path into it and how to succeed in it, honestly, including the downsides.",
    ),
    'Format answers in short Markdown: a one-line answer first, then a few headed sections or bullet points where they help.',
  ];
  if (resume) {
    parts.push(
      "The user's resume follows; tailor advice to it and refer to their actual experience.",
      fence('resume', `File: ${resume.fileName}\n${resume.content.slice(0, RESUME_MAX_CHARS)}`),
    );
  }
  return parts.join('\n\n');
}

/** The owner's stored resume when this run is grounded on it (elite), read as the step runs. */
async function groundingResume(ctx: { input: CoachRunInput; owner: RunOwner }): Promise<Resume | null> {
  if (!ctx.input.groundOnResume) return null;
  const resume = await ctx.owner.resume();
  return resume ? { fileName: resume.fileName, content: resume.content } : null;
}

/** The coach: a streamed chat reply, or one of the six coach workflows (spec section 4, "Chat workflow steps"). */
export const coachChatWorkflow = defineWorkflow({
  type: 'coach_chat',
  input: ZCoachRunInput,
  steps: [
    {
      id: 'initialise',
      async run({ input }) {
        const what =
          input.mode === 'workflow'
            ? (COACH_WORKFLOWS.find((w) => w.id === input.workflowType)?.title ?? input.workflowType)
            : 'chat';
        return {
          output: { mode: input.mode, workflowType: input.mode === 'workflow' ? input.workflowType : null },
          narration: `Started the ${what} session.`,
        };
      },
    },
    {
      id: 'load-context',
      async run(ctx) {
        const { role } = ctx;
        // Only the resume's name and size are checkpointed: its text stays out of the run's row and events.
        const resume = await groundingResume(ctx);
        // Live articles are public text: checkpointed, so a retried analysis grounds on the same ones.
        const live = await liveContext(ctx);
        const liveLine =
          live?.status === 'live'
            ? ` Read ${live.articles.length} current article${live.articles.length === 1 ? '' : 's'} from the live news feeds.`
            : live
              ? ' No live data was available.'
              : '';
        return {
          output: {
            title: role.title,
            skills: role.skills.slice(0, 5),
            resume: resume ? { fileName: resume.fileName, chars: resume.content.length } : null,
            live,
          },
          narration: `Loaded the ${role.title} context${resume ? ` and your resume (${resume.fileName})` : ''}.${liveLine}`,
        };
      },
    },
    {
      id: 'analysis',
      async run(ctx) {
        const { input, role } = ctx;
        const resume = await groundingResume(ctx);
        const live = outputOf<LoadedContext>(ctx.outputs, 'load-context').live ?? null;
        const system = [coachSystem(role, resume), ...(live ? [liveSystem(live)] : [])].join('\n\n');
        const messages: LlmMessage[] = [{ role: 'system', content: system }];
        // A chat run carries the conversation's recent turns, read by the api from the stored conversation.
        if (input.mode === 'chat') messages.push(...input.messages.slice(-20));
        else messages.push({ role: 'user', content: COACH_WORKFLOW_ASKS[input.workflowType] });
        // A live-data workflow opens with the line saying what live data it had, and a live one closes with its
        // sources: both written here, not by the model, so neither can be left out or made up.
        const head = live ? `${live.note}\n\n` : '';
        await ctx.write(head);
        const text = await ctx.streamText({
          task: {
            kind: `coach_chat.${input.mode}`,
            textKind: input.mode === 'chat' ? 'coach_chat' : 'analysis',
            ...(resume ? { resume } : {}),
            ...(live?.status === 'live' ? { computed: { liveArticles: live.articles } } : {}),
          },
          messages,
        });
        const tail = live?.status === 'live' ? `\n\n${sourcesList(live.articles)}` : '';
        await ctx.write(tail);
        return {
          output: { content: `${head}${text.trim()}${tail}` },
          narration: `Answered in ${text.trim().split(/\s+/).length} words.`,
        };
      },
    },
    {
      id: 'format',
      async run(ctx) {
        const { content } = outputOf<{ content: string }>(ctx.outputs, 'analysis');
        const liveData = liveDataOf(outputOf<LoadedContext>(ctx.outputs, 'load-context').live ?? null);
        const input = ctx.input;
        const result: CoachRunResult =
          input.mode === 'workflow'
            ? {
                mode: 'workflow',
                workflowType: input.workflowType,
                title: `${COACH_WORKFLOWS.find((w) => w.id === input.workflowType)?.title ?? 'Workflow'}: ${ctx.role.title}`,
                content,
                liveData,
              }
            : { mode: 'chat', workflowType: null, title: `Coach: ${ctx.role.title}`, content, liveData: null };
        return { output: result, narration: 'Results formatted.' };
      },
    },
  ],
  result: (outputs) => outputs.format,
});
