import type { Queue } from 'bullmq';
import { Router } from 'express';
import type { ApiConfig } from '../../platform/config';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import type { Redis } from '@fcs/core/platform/redis';
import { createQueueDashboard, QUEUE_DASHBOARD_PATH } from './queue-dashboard';
import { requireAdminSecret } from './require-admin-secret';
import { createRunMetrics, type RunMetrics } from './run-metrics';

export interface AdminDeps {
  config: Pick<ApiConfig, 'ADMIN_SECRET' | 'REDIS_PREFIX'>;
  db: Db;
  redis: Redis;
  logger: Logger;
  /** The queues the dashboard shows and the metrics measure. */
  queues: readonly Queue[];
}

/** Failed guesses of the admin secret allowed per client address and window, before 429s. */
const FAILED_ATTEMPTS_PER_WINDOW = 30;

/**
 * Operator endpoints, outside /api and behind ADMIN_SECRET (Bearer or basic auth): the Bull Board queue dashboard
 * at /admin/queues and Prometheus metrics at /metrics. Without ADMIN_SECRET neither exists (404).
 */
export function adminRoutes(deps: AdminDeps): { router: Router; close(): Promise<void> } {
  const router = Router();
  const secret = deps.config.ADMIN_SECRET;
  // Metrics start listening to the queue only when someone may read them.
  let metrics: Promise<RunMetrics> | null = null;
  if (secret) {
    metrics = createRunMetrics({
      queues: deps.queues,
      db: deps.db,
      redis: deps.redis,
      prefix: deps.config.REDIS_PREFIX,
      logger: deps.logger,
    });
    metrics.catch((err: unknown) => deps.logger.error({ err }, 'operator metrics could not start'));
  }

  const guard = requireAdminSecret(secret, { maxFailures: FAILED_ATTEMPTS_PER_WINDOW, windowMs: 15 * 60 * 1000 });

  router.get('/metrics', ...guard, async (_req, res) => {
    const { registry } = await metrics!;
    res.setHeader('content-type', registry.contentType);
    res.setHeader('cache-control', 'no-store');
    res.send(await registry.metrics());
  });
  if (secret) router.use(QUEUE_DASHBOARD_PATH, ...guard, createQueueDashboard(deps.queues));
  else router.use(QUEUE_DASHBOARD_PATH, ...guard);

  return {
    router,
    close: async () => {
      const started = await metrics?.catch(() => null);
      await started?.close();
    },
  };
}
