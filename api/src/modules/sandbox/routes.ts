import { Router } from 'express';
import { z } from 'zod';
import { ZJobId } from '@fcs/shared/catalog/schema';
import { parseInput } from '@fcs/core/platform/errors';
import type { RunsContext } from '../runs/runs-context';
import { getSandbox } from './get-sandbox';

const ZSandboxParams = z.object({ jobId: ZJobId });
/** How soon a client polling a generation should ask again. */
const POLL_AFTER_SECONDS = 2;

/**
 * GET /sandbox/:jobId: 200 with the content in the spec's shape (scenario, emails, projects, meetings, files,
 * news, fundamentals, companies, plus job_id and source), or 202 `{status:'generating', runId, run}` while the
 * role's content is being generated; 403 when the caller's plan does not open the role.
 */
export function sandboxRoutes(ctx: RunsContext): Router {
  const router = Router();
  router.get('/sandbox/:jobId', async (req, res) => {
    const { jobId } = parseInput(ZSandboxParams, req.params);
    const view = await getSandbox({ ...ctx, logger: req.log ?? ctx.logger }, jobId, req.user);
    if (view.status === 'generating') {
      res.status(202).set({ 'cache-control': 'no-store', 'retry-after': String(POLL_AFTER_SECONDS) });
      res.json({ status: 'generating', job_id: view.jobId, runId: view.runId, run: view.run });
      return;
    }
    // The free role is public; the others depend on the caller's plan, so only their browser may keep a copy.
    res.set('cache-control', view.source === 'handwritten' ? 'public, max-age=300' : 'private, max-age=300');
    res.json({ ...view.content, job_id: view.jobId, source: view.source });
  });
  return router;
}
