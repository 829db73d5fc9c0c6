import { FREE_JOB_ID } from '@fcs/shared/constants';
import { COACH_WORKFLOWS, type CoachWorkflowId } from '@fcs/shared/workflows/coach';

/** The coach's own words: greeting, suggestions, placeholders and the /coach page's explanations. */

/** Spec section 2: the three input placeholders, by state. */
export const PLACEHOLDERS = {
  withResume: 'Ask about your career path based on your resume...',
  takeQuiz: 'Take our quiz to unlock unlimited career questions...',
  default: 'Ask me anything about this career...',
} as const;

/**
 * Which placeholder the input shows: with a stored resume the resume one; on the free role for a starter (or
 * signed-out) user, or with no role loaded, the quiz one; otherwise the default.
 */
export function chatPlaceholder(state: { hasResume: boolean; isStarter: boolean; jobId: string | null }): string {
  if (state.hasResume) return PLACEHOLDERS.withResume;
  if (!state.jobId || (state.jobId === FREE_JOB_ID && state.isStarter)) return PLACEHOLDERS.takeQuiz;
  return PLACEHOLDERS.default;
}

/** 'an Equity Research Analyst', 'a Credit Analyst'. */
export function withArticle(roleTitle: string): string {
  return `${/^[aeiou]/i.test(roleTitle) ? 'an' : 'a'} ${roleTitle}`;
}

/** What the coach offers to help with; listed in the greeting that opens every role's conversation. */
export function helpAreas(roleTitle: string): string[] {
  return [
    `What a working week as ${withArticle(roleTitle)} really looks like`,
    'The skills, qualifications and tools that matter',
    'How people break in, and how the career progresses',
    'Preparing for interviews and assessment days',
    'How AI and the market are changing the job',
  ];
}

/** The greeting at the top of a role's conversation (markdown). */
export function greeting(roleTitle: string): string {
  const areas = helpAreas(roleTitle)
    .map((area) => `- ${area}`)
    .join('\n');
  return `Hi! I'm your AI career coach for **${roleTitle}**, and I've spent years doing this job. I can help you with:\n\n${areas}\n\nAsk me anything to get started.`;
}

/** Six quick questions for a role (the /coach quick actions fill the input with them; the simulation sends them). */
export function quickQuestions(roleTitle: string): { label: string; prompt: string }[] {
  return [
    { label: 'A typical day', prompt: `What does a typical day look like for ${withArticle(roleTitle)}?` },
    { label: 'Key skills', prompt: `Which skills matter most to succeed as ${withArticle(roleTitle)}?` },
    { label: 'Breaking in', prompt: `How do I break into a career as ${withArticle(roleTitle)}?` },
    { label: 'Biggest challenges', prompt: `What are the biggest challenges of working as ${withArticle(roleTitle)}?` },
    { label: 'Career progression', prompt: `What does career progression look like for ${withArticle(roleTitle)}?` },
    { label: 'AI and the role', prompt: `How is AI changing the work of ${withArticle(roleTitle)}?` },
  ];
}

/** One line per workflow for the Available Workflows grid. */
export const WORKFLOW_DESCRIPTIONS: Record<CoachWorkflowId, string> = {
  job_discovery: 'Roles next to this one that your skills open, and the first step into each.',
  news_interpreter: 'The market and regulatory news that matters to this role, read as a practitioner would.',
  interview_prep: 'The questions you will most likely be asked, what strong answers show, and what sinks candidates.',
  ai_impact: 'Which tasks AI is taking over, the tools in use now, and how to stay ahead.',
  day_in_life: 'A realistic working day from 7am to 6:30pm: people, tools and pressure points.',
  research_report: 'How to research a firm before you apply: reports, KPIs and questions to ask.',
};

export function workflowTitle(id: string | null | undefined): string {
  return COACH_WORKFLOWS.find((w) => w.id === id)?.title ?? 'Workflow';
}

/** Why a live-data workflow is not offered below Elite (the api refuses it too). */
export const LIVE_DATA_ELITE_ONLY = 'Live Data workflows search the web and are part of the Elite plan.';

/** The /coach page with no role selected: what the simulator does, and how. */
export const FEATURES = [
  {
    title: 'A coach who has done the job',
    text: 'Chat with an AI coach who plays a veteran of the role and answers honestly, downsides included.',
  },
  {
    title: 'Six agent workflows',
    text: 'Job discovery, news, interview preparation, AI impact, a day in the life and company research.',
  },
  {
    title: 'Live data on Elite',
    text: 'Job discovery, news and research workflows search the web for current information.',
  },
  {
    title: 'Coaching on your background',
    text: 'Elite members upload a resume and every answer is tailored to their own experience.',
  },
] as const;

export const HOW_IT_WORKS = [
  { title: 'Choose a role', text: 'Search 130+ finance roles and pick the one you want to explore.' },
  { title: 'Ask or run a workflow', text: 'Ask the coach anything, or run a workflow that analyses the role for you.' },
  { title: 'Act on the results', text: 'Read the full results, follow the suggested next steps, and ask follow-ups.' },
] as const;
