import { Router } from 'express';
import { z } from 'zod';
import { ZRunListQuery } from '@fcs/shared/runs';
import { currentUser, requireUser } from '../../platform/auth';
import { parseInput } from '@fcs/core/platform/errors';
import { cancelRun } from './cancel-run';
import { getRun, listRuns } from './get-run';
import { retryRun } from './retry-run';
import type { RunsContext } from './runs-context';

const ZRunParams = z.object({ id: z.string().uuid('Run id must be a UUID') });

/** /api/runs: the signed-in user's runs — history, snapshot, Retry and cancel. */
export function runsRoutes(ctx: RunsContext): Router {
  const router = Router();
  router.use(requireUser);
  router.get('/', async (req, res) => {
    res.json(await listRuns(ctx, currentUser(req).uid, parseInput(ZRunListQuery, req.query)));
  });
  router.get('/:id', async (req, res) => {
    res.json(await getRun(ctx, currentUser(req).uid, parseInput(ZRunParams, req.params).id));
  });
  router.post('/:id/retry', async (req, res) => {
    res.status(202).json(await retryRun(ctx, currentUser(req).uid, parseInput(ZRunParams, req.params).id));
  });
  router.post('/:id/cancel', async (req, res) => {
    res.status(202).json(await cancelRun(ctx, currentUser(req).uid, parseInput(ZRunParams, req.params).id));
  });
  return router;
}
