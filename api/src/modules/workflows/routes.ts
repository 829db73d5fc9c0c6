import { Router } from 'express';
import { WORKFLOW_ENDPOINTS } from '@fcs/shared/workflows/registry';
import { currentUser, requireUser } from '../../platform/auth';
import type { RunsContext } from '../runs/runs-context';
import { startWorkflow } from './start-workflow';

/** The tools' endpoints of spec section 7: each starts a run and answers 202 {runId}. */
export function workflowRoutes(ctx: RunsContext): Router {
  const router = Router();
  for (const endpoint of WORKFLOW_ENDPOINTS) {
    router.post(endpoint.path, requireUser, async (req, res) => {
      res.status(202).json(await startWorkflow(ctx, currentUser(req), endpoint, req.body));
    });
  }
  return router;
}
