import { z } from 'zod';
import { ZQuizAnswers } from './score';

/** Body of `POST /api/quiz/match` (spec section 7): answers, plus the signed-in user's id and email or null. */
export const ZQuizMatchRequest = z.object({
  answers: ZQuizAnswers,
  user_id: z.string().min(1).max(200).nullable().optional(),
  email: z.email().max(254).nullable().optional(),
});
