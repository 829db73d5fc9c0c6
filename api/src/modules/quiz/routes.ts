import { Router } from 'express';
import { QUIZ_QUESTIONS } from '@fcs/shared/quiz/questions';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import { CATALOG_CACHE_CONTROL } from '../jobs/routes';
import { getQuizResults } from './get-quiz-results';
import { matchQuiz } from './match-quiz';

/** GET /quiz/questions, POST /quiz/match, GET /quiz/results (the signed-in user's saved quiz). */
export function quizRoutes(deps: { db: Db; logger: Logger }): Router {
  const router = Router();
  router.get('/quiz/questions', (_req, res) => {
    // The questions ship with the code, like the catalogue.
    res.set('cache-control', CATALOG_CACHE_CONTROL).json({ data: QUIZ_QUESTIONS });
  });
  router.post('/quiz/match', async (req, res) => {
    const { matches, saved } = await matchQuiz({ db: deps.db, logger: req.log ?? deps.logger }, req.body, req.user);
    res.json({ data: matches, saved });
  });
  router.get('/quiz/results', requireUser, async (req, res) => {
    res.set('cache-control', 'private, no-store').json({ data: await getQuizResults(deps.db, currentUser(req)) });
  });
  return router;
}
