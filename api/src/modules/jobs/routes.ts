import { Router } from 'express';
import { z } from 'zod';
import { ZJobId } from '@fcs/shared/catalog/schema';
import { parseInput } from '@fcs/core/platform/errors';
import { getJobProfile } from './get-job-profile';
import { listJobs } from './list-jobs';

/**
 * The catalogue changes only with a deploy: browsers and proxies may keep it for an hour and then revalidate
 * with the ETag Express computes, which answers 304 without a body when nothing changed.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

const ZListQuery = z.object({
  for_quiz: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
const ZJobParams = z.object({ jobId: ZJobId });

/** GET /jobs/full[?for_quiz=true] and GET /job/:jobId, served from the compiled-in catalogue. */
export function jobRoutes(): Router {
  const router = Router();
  router.get('/jobs/full', (req, res) => {
    const { for_quiz: forQuiz } = parseInput(ZListQuery, req.query);
    const data = listJobs({ forQuiz });
    res.set('cache-control', CATALOG_CACHE_CONTROL).json({ data, count: data.length });
  });
  router.get('/job/:jobId', (req, res) => {
    const { jobId } = parseInput(ZJobParams, req.params);
    res.set('cache-control', CATALOG_CACHE_CONTROL).json(getJobProfile(jobId));
  });
  return router;
}
