import { getRole } from '@fcs/shared/catalog/roles';
import type { QuizAnswer } from '@fcs/shared/quiz/score';
import { scoreQuizAnswers, type QuizMatch } from '@fcs/shared/quiz/score';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import { getProfile } from '../profile/get-profile';

export interface SavedQuizResults {
  answers: QuizAnswer[];
  matches: QuizMatch[];
  lastQuizDate: string | null;
}

/**
 * The caller's saved quiz, or null when they have not completed it. The stored ranking and percentages are
 * authoritative (plans open simulations from them); each match's explanation is recomputed from the stored
 * answers, which gives the same lines the match had when it was made, since scoring is pure and per role.
 */
export async function getQuizResults(db: Db, user: AuthUser): Promise<SavedQuizResults | null> {
  const profile = await getProfile(db, user);
  if (profile.matchedJobs.length === 0) return null;
  const answers = profile.quizAnswers;
  const matches = profile.matchedJobs.map((saved): QuizMatch => {
    const role = getRole(saved.job_id);
    const rescored = role ? scoreQuizAnswers(answers, [role])[0] : undefined;
    return {
      job_id: saved.job_id,
      title: saved.title,
      description: role?.description ?? saved.description ?? saved.summary ?? saved.title,
      match: saved.match,
      explanation: rescored?.explanation ?? { raisedBy: [], loweredBy: [] },
    };
  });
  return { answers, matches, lastQuizDate: profile.lastQuizDate };
}
