import { z } from 'zod';
import { ZMatchedJob, ZQuizAnswer, type MatchedJob, type UserProfile } from '@fcs/shared/entities';
import { QUIZ } from '@fcs/shared/constants';
import type { Queryable } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { findProfile, storeQuizResultsOnce } from './profile.repository';

export const QUIZ_ALREADY_COMPLETED = 'Quiz Already Completed';

const ZQuizResults = z.object({
  answers: z.array(ZQuizAnswer).min(1).max(50),
  matches: z.array(ZMatchedJob).min(1).max(QUIZ.topMatches),
});

/**
 * Saves a user's quiz answers and ranked matches (best first) to their profile, once: the spec locks answers
 * after completion, and essential/pro simulations are chosen from these matches, so a retake must not
 * reshuffle a paid plan's roles. Throws 409 'Quiz Already Completed' when results exist, 404 without a profile.
 */
export async function saveQuizResults(
  q: Queryable,
  uid: string,
  answers: UserProfile['quizAnswers'],
  matches: MatchedJob[],
): Promise<UserProfile> {
  const input = parseInput(ZQuizResults, { answers, matches });
  const saved = await storeQuizResultsOnce(q, uid, input.answers, input.matches);
  if (saved) return saved;
  const existing = await findProfile(q, uid);
  if (!existing) throw AppError.notFound('Profile not found');
  throw new AppError('conflict', QUIZ_ALREADY_COMPLETED);
}
