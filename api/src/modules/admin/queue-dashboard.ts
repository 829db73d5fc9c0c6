import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { RequestHandler } from 'express';

/** Where the dashboard is served. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Bull Board over the given queues, served under QUEUE_DASHBOARD_PATH (the caller puts the admin guard in front).
 * Read-only on purpose: a run's truth lives in Postgres and its execution id fences stale jobs, so retrying,
 * promoting or removing BullMQ jobs by hand would bypass both; operators retry and cancel through the product.
 */
export function createQueueDashboard(queues: readonly Queue[]): RequestHandler {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: true, allowRetries: false })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'FCS queues', hideDocsLink: true } },
  });
  return serverAdapter.getRouter() as RequestHandler;
}
