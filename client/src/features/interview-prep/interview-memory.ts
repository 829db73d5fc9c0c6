import { ZJobDescriptionInput, ZSelfProfileInput } from '@fcs/shared/workflows/interview-prep';
import { z } from 'zod';

/** A job description in the page's list: the parsed fields plus an id and where it came from. */
export const ZSavedJobDescription = ZJobDescriptionInput.extend({
  id: z.string().min(1).max(100),
  source: z.string().max(300),
});
export type SavedJobDescription = z.infer<typeof ZSavedJobDescription>;

/** At most this many job descriptions are kept in the list (the oldest go first). */
export const MAX_SAVED_DESCRIPTIONS = 10;

/**
 * What the interview page remembers for a user in this browser: the job descriptions added and the
 * 'Tell Us About Yourself' answers, so a reload or a later visit does not ask again.
 */
export const ZInterviewMemory = z.object({
  descriptions: z.array(ZSavedJobDescription).max(MAX_SAVED_DESCRIPTIONS).catch([]),
  profile: ZSelfProfileInput.nullable().catch(null),
});
export type InterviewMemory = z.infer<typeof ZInterviewMemory>;

export const EMPTY_INTERVIEW_MEMORY: InterviewMemory = { descriptions: [], profile: null };

export function interviewMemoryKey(scope: string): string {
  return `fcs:interview-prep:${scope}`;
}
