import { ZQuizAnswer, ZQuizMatch, type QuizAnswer, type QuizMatch } from '@fcs/shared/quiz/contract';
import { z } from 'zod';

/**
 * Quiz results of a signed-out visitor, kept in sessionStorage for the tab's life: the results survive a reload,
 * the paywall and the simulations can read the matches, and they are saved to the profile once the visitor
 * signs in.
 */
export const QUIZ_SESSION_KEY = 'fcs.quiz.results';

const ZSessionQuizResults = z.object({
  answers: z.array(ZQuizAnswer),
  matches: z.array(ZQuizMatch),
  scoredBy: z.enum(['api', 'device']),
  takenAt: z.string(),
});
export type SessionQuizResults = z.infer<typeof ZSessionQuizResults>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionQuizResults(): SessionQuizResults | null {
  const raw = storage()?.getItem(QUIZ_SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = ZSessionQuizResults.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSessionQuizResults(results: {
  answers: QuizAnswer[];
  matches: QuizMatch[];
  scoredBy: 'api' | 'device';
}): void {
  try {
    storage()?.setItem(QUIZ_SESSION_KEY, JSON.stringify({ ...results, takenAt: new Date().toISOString() }));
  } catch {
    // Storage full or blocked: the results stay on screen, they just do not survive a reload.
  }
}

export function clearSessionQuizResults(): void {
  try {
    storage()?.removeItem(QUIZ_SESSION_KEY);
  } catch {
    // Nothing stored.
  }
}
