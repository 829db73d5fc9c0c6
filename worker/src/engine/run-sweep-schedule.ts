import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Logger } from '@fcs/core/platform/logger';
import type { Redis } from '@fcs/core/platform/redis';
import { MAINTENANCE_QUEUE, RUN_SWEEP_JOB } from '@fcs/shared/workflows/jobs';

/** One scheduler for the whole deployment: every worker upserts the same id, so there is one schedule. */
const SWEEP_SCHEDULER_ID = 'run-sweep';

export interface RunSweepSchedule {
  close(): Promise<void>;
}

/**
 * Runs `sweep` once per interval for the cluster, however many workers there are: a BullMQ job scheduler on the
 * maintenance queue produces one job per interval, the queue runs one job at a time across all workers (global
 * concurrency 1, so sweeps never overlap), and whichever worker takes the job sweeps. An interval of 0 removes
 * the schedule (every worker of a deployment should carry the same RUN_SWEEP_INTERVAL_MS).
 */
export async function startRunSweepSchedule(options: {
  /** A normal Redis connection (maxRetriesPerRequest null); the schedule does not close it. */
  connection: Redis;
  prefix: string;
  intervalMs: number;
  sweep: () => Promise<number>;
  logger: Logger;
}): Promise<RunSweepSchedule> {
  const { connection, prefix, logger } = options;
  const queue = new Queue(MAINTENANCE_QUEUE, { connection, prefix });
  queue.on('error', () => undefined); // connection trouble surfaces on the calls themselves
  if (options.intervalMs <= 0) {
    await queue.removeJobScheduler(SWEEP_SCHEDULER_ID);
    await queue.close();
    return { close: async () => undefined };
  }
  await queue.setGlobalConcurrency(1);
  await queue.upsertJobScheduler(
    SWEEP_SCHEDULER_ID,
    { every: options.intervalMs },
    {
      name: RUN_SWEEP_JOB.name,
      data: RUN_SWEEP_JOB.schema.parse({ v: 1 }),
      opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    },
  );
  const worker = new Worker(
    MAINTENANCE_QUEUE,
    async (job) => {
      if (job.name !== RUN_SWEEP_JOB.name) throw new UnrecoverableError(`Unknown job ${job.name}`);
      return { failed: await options.sweep() };
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on('error', (err) => logger.error({ err: err.message }, 'maintenance worker error'));
  worker.on('failed', (_job, err) => logger.error({ err: err.message }, 'run sweep failed'));
  await worker.waitUntilReady();
  return {
    close: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
