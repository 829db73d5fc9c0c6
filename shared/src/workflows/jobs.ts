import { z } from 'zod';
import { ZWorkflowType } from '../runs';

/** A BullMQ job contract: the queue, the job name, the payload schema and its version. */
export interface JobContract<S extends z.ZodType> {
  queue: string;
  name: string;
  version: number;
  schema: S;
}

/** Queue every workflow run goes through (BullMQ adds the REDIS_PREFIX). */
export const RUNS_QUEUE = 'workflow-runs';

/**
 * Execute (or resume) a run. The payload names the run: the worker loads input and checkpoints from the database,
 * so a retried job always continues from what was saved. execId fences stale executions: a Retry or a cancel
 * issues a new one, and events or writes carrying an old execId are dropped.
 *
 * `input`, set only by a new run's first enqueue (and only when small, RUN_JOB_INPUT_MAX_CHARS), is a hint, never
 * the truth: with it a worker may send the run's first model call while it is still marking the run started, and
 * uses that call's answer only if the call it then makes from the stored row is the very same (worker
 * engine/prefetch.ts).
 */
export const ZRunJobPayload = z.object({
  v: z.literal(1),
  runId: z.string().uuid(),
  type: ZWorkflowType,
  execId: z.string().min(8).max(64),
  input: z.unknown().optional(),
});

/** The largest run input (as JSON) a run job carries as its hint (see ZRunJobPayload). */
export const RUN_JOB_INPUT_MAX_CHARS = 8192;
export type RunJobPayload = z.infer<typeof ZRunJobPayload>;

export const RUN_JOB: JobContract<typeof ZRunJobPayload> = {
  queue: RUNS_QUEUE,
  name: 'run.execute',
  version: 1,
  schema: ZRunJobPayload,
};

/** Retry policy of run jobs: transient failures back off exponentially (base × 2^(attempt-1)). */
export const RUN_JOB_RETRY = { attempts: 4, backoffMs: 2000 } as const;

/** Queue of the cluster's housekeeping jobs: one runs at a time, whichever worker takes it. */
export const MAINTENANCE_QUEUE = 'maintenance';

/** Sweep for runs whose queue job is gone. Produced by a BullMQ job scheduler, once per interval for the cluster. */
export const ZRunSweepPayload = z.object({ v: z.literal(1) });

export const RUN_SWEEP_JOB: JobContract<typeof ZRunSweepPayload> = {
  queue: MAINTENANCE_QUEUE,
  name: 'runs.sweep',
  version: 1,
  schema: ZRunSweepPayload,
};
