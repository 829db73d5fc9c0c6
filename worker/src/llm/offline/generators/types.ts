import type { JobProfile } from '@fcs/shared/catalog/schema';

/**
 * The role a generator writes for: a job profile, plus the catalogue fields a full `Role` carries.
 * Everything beyond the job profile is optional because request bodies only carry the profile.
 */
export type GeneratorRole = JobProfile & {
  job_id?: string;
  sector?: string;
  seniority?: readonly string[];
  summary?: string;
};

/** What the offline adapter hands to every structured generator. `input` is the request body of spec section 7. */
export interface GeneratorContext {
  role: GeneratorRole;
  input: unknown;
  /** What the workflow step computed itself and hands over (e.g. the job match's fit assessment). */
  computed?: unknown;
}

export type TextKind = 'coach_chat' | 'narration' | 'analysis';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the offline adapter hands to the prose generator. */
export interface TextContext {
  role: GeneratorRole;
  prompt: string;
  kind: TextKind;
  history?: ChatTurn[];
  /** The run's stored input (the article, job description, resume...), read as data rather than from the prompt. */
  input?: unknown;
  /** `<workflow>.<step>` of the call, e.g. `news_interpretation.lens` or `coach_chat.chat`. */
  task?: string;
  /** The user's stored resume, when the coach's answer is grounded on it. */
  resume?: { fileName: string; content: string };
  /**
   * What the step computed itself: a live-data coach workflow passes `{ liveArticles: [{ title, source, url,
   * publishedAt, excerpt }] }` (current articles from the configured news feeds) when it had live data.
   */
  computed?: unknown;
}
