import { Queue } from 'bullmq';
import { BILLING_JOB, BILLING_QUEUE, type BillingJob } from '@fcs/shared/billing';
import type { Redis } from '@fcs/core/platform/redis';

/** Hands stored webhook events to the billing worker. */
export interface BillingQueue {
  enqueue(eventId: string): Promise<void>;
  close(): Promise<void>;
}

/** BullMQ queue `billing` under the deployment's prefix; one job per event id (a repeat add is a no-op). */
export function createBillingQueue(connection: Redis, prefix: string): BillingQueue {
  const queue = new Queue<BillingJob>(BILLING_QUEUE, { connection, prefix });
  queue.on('error', () => undefined); // connection trouble surfaces on the calls themselves
  return {
    async enqueue(eventId) {
      const jobId = `evt-${eventId.replace(/:/g, '_')}`;
      const existing = await queue.getJob(jobId);
      // A job that used up its retries stays failed; a new delivery of the event gives it another go.
      if (existing && (await existing.isFailed())) {
        await existing.retry();
        return;
      }
      await queue.add(
        BILLING_JOB.name,
        { v: BILLING_JOB.version, eventId },
        {
          jobId,
          attempts: 8,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: { age: 24 * 3600, count: 5000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      );
    },
    close: () => queue.close(),
  };
}
