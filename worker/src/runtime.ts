import type { Db } from '@fcs/api/platform/db';
import type { Logger } from '@fcs/api/platform/logger';
import type { WorkerConfig } from './config';
import { startBillingProcessor } from './processors/billing';

export interface WorkerDeps {
  config: WorkerConfig;
  logger: Logger;
  db: Db;
  redisUrl: string;
}

export interface WorkerRuntime {
  /** Names of the queues this process consumes. */
  queues: string[];
  close(): Promise<void>;
}

/** Starts every queue processor of this process. The same code runs in the worker entry and in all-in-one. */
export async function startWorkers(deps: WorkerDeps): Promise<WorkerRuntime> {
  const closers: Array<() => Promise<void>> = [];
  const queues: string[] = [];
  // Payments: applies stored Stripe (or test checkout) webhook events.
  const billing = startBillingProcessor({ db: deps.db, logger: deps.logger, redisUrl: deps.redisUrl, prefix: deps.config.REDIS_PREFIX, config: deps.config });
  closers.push(billing.close);
  queues.push(billing.queue);
  deps.logger.info({ queues }, 'workers started');
  return {
    queues,
    close: async () => {
      await Promise.all(closers.map((c) => c()));
    },
  };
}
