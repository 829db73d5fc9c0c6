import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { RUN_JOB, RUN_JOB_RETRY, type RunJobPayload } from '@fcs/shared/workflows/jobs';

/** The api's handle on the run queue: it only ever adds and removes jobs; workers consume them. */
export interface RunQueue {
  readonly queue: Queue;
  enqueue(payload: RunJobPayload): Promise<void>;
  /** Removes a job that has not started (a cancelled run); a job already running is stopped by its fence. */
  remove(runId: string, execId: string): Promise<void>;
  close(): Promise<void>;
}

/** BullMQ job id of one execution of a run: a Retry is a new execution, so a new job. */
export function runJobId(runId: string, execId: string): string {
  return `${runId}_${execId}`;
}

/**
 * The run queue under the deployment's prefix. Transient failures retry with exponential backoff
 * (RUN_JOB_RETRY); finished jobs are trimmed because the run itself lives in Postgres.
 */
export function createRunQueue(
  connection: Redis,
  prefix: string,
  retry: { attempts: number; backoffMs: number } = RUN_JOB_RETRY,
): RunQueue {
  const queue = new Queue(RUN_JOB.queue, { connection, prefix });
  queue.on('error', () => undefined); // connection trouble surfaces on the calls themselves
  return {
    queue,
    async enqueue(payload) {
      const data = RUN_JOB.schema.parse(payload);
      await queue.add(RUN_JOB.name, data, {
        jobId: runJobId(data.runId, data.execId),
        attempts: retry.attempts,
        backoff: { type: 'exponential', delay: retry.backoffMs },
        removeOnComplete: { age: 3600, count: 5000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
    },
    async remove(runId, execId) {
      await queue.remove(runJobId(runId, execId)).catch(() => 0);
    },
    close: () => queue.close(),
  };
}
