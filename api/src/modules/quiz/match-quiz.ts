import type { MatchedJob } from '@fcs/shared/entities';
import { ZQuizMatchRequest } from '@fcs/shared/quiz/match-request';
import { scoreQuizAnswers, type QuizMatch } from '@fcs/shared/quiz/score';
import { getRole } from '@fcs/shared/catalog/roles';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import type { Logger } from '@fcs/core/platform/logger';
import { getProfile } from '../profile/get-profile';
import { saveQuizResults } from '../profile/save-quiz-results';

export const NO_ANSWERS_MESSAGE = 'Answer at least one question to see your matches';

export interface QuizMatchOutcome {
  matches: QuizMatch[];
  /** True when the results were saved to the signed-in caller's profile. */
  saved: boolean;
}

/** What a profile stores of a match: the spec's matched job (job_id, title, match, summary). */
export function toMatchedJob(match: QuizMatch): MatchedJob {
  return {
    job_id: match.job_id,
    title: match.title,
    match: match.match,
    summary: getRole(match.job_id)?.summary ?? match.description,
  };
}

/**
 * Scores the answers against every role (the shared pure function the client also uses as its fallback) and,
 * for a signed-in caller, saves answers and matches to their profile. Who the caller is comes from the bearer
 * token only: the body's user_id and email are accepted for compatibility and never used to write.
 * A caller who already has saved results gets 409 'Quiz Already Completed' (answers are locked).
 */
export async function matchQuiz(
  deps: { db: Db; logger: Logger },
  body: unknown,
  user: AuthUser | undefined,
): Promise<QuizMatchOutcome> {
  const request = parseInput(ZQuizMatchRequest, body);
  const answers = request.answers.filter((a) => a.answers.length > 0);
  if (answers.length === 0)
    throw new AppError('validation_failed', NO_ANSWERS_MESSAGE, { answers: NO_ANSWERS_MESSAGE });
  const matches = scoreQuizAnswers(answers);
  if (!user) return { matches, saved: false };
  if (request.user_id && request.user_id !== user.uid) {
    deps.logger.warn({ uid: user.uid }, 'quiz match body names another user; the token wins');
  }
  await getProfile(deps.db, user);
  await saveQuizResults(deps.db, user.uid, answers, matches.map(toMatchedJob));
  return { matches, saved: true };
}
