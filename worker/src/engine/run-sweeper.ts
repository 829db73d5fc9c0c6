import { Queue, type JobState } from 'bullmq';
import type { Redis } from '@fcs/core/platform/redis';
import type { Logger } from '@fcs/core/platform/logger';
import type { RunExecution } from '@fcs/core/runs/run-execution';
import { runJobId } from '@fcs/core/platform/queues';
import { RUNS_QUEUE } from '@fcs/shared/workflows/jobs';

/** A run as the execution use-cases return it. */
type StoredRun = NonNullable<Awaited<ReturnType<RunExecution['find']>>>;

/** Job states in which an execution of the run is still coming or under way: the run is not orphaned. */
const LIVE_JOB_STATES = new Set<JobState | 'unknown'>([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
]);

export interface RunSweeperOptions {
  /** A normal (non-subscriber) Redis connection; the sweeper does not close it. */
  redis: Redis;
  prefix: string;
  exec: RunExecution;
  logger: Logger;
  /** A queued or running run not written to for this long is checked against the queue. */
  staleAfterMs: number;
  /** Runs looked at per sweep (the oldest first); the rest wait for the next sweep. */
  batchSize?: number;
  /** The clock (tests move it forward instead of waiting). */
  now?: () => number;
}

export interface RunSweeper {
  /** One pass: fails every stale run without a live job. Resolves to the number of runs it failed. */
  sweep(): Promise<number>;
  /** Stops a pass in progress after its current run and releases the queue handle. */
  close(): Promise<void>;
}

/**
 * Finds runs stuck in queued/running whose BullMQ job no longer exists (Redis lost its data, the job was removed
 * by hand, or BullMQ failed it after too many stalls while no listener was alive) and fails them like the engine
 * would, so the owner sees the spec's error and can Retry. A run whose job is waiting, delayed or active is left
 * to its execution; a recently written run is not even looked at. When it runs is the scheduler's business
 * (run-sweep-schedule.ts: once per interval for the whole cluster).
 */
export function createRunSweeper(options: RunSweeperOptions): RunSweeper {
  const { redis, prefix, exec, logger } = options;
  const now = options.now ?? Date.now;
  const queue = new Queue(RUNS_QUEUE, { connection: redis, prefix });
  queue.on('error', () => undefined); // connection trouble surfaces on the calls themselves
  let inFlight: Promise<number> | null = null;
  let stopped = false;

  const sweepRun = async (candidate: StoredRun, cutoffMs: number): Promise<boolean> => {
    const state = await queue.getJobState(runJobId(candidate.id, candidate.execId));
    if (LIVE_JOB_STATES.has(state)) return false;
    // Read again: an execution, a cancel or a retry may have moved the run since the listing.
    const run = await exec.find(candidate.id);
    if (
      !run ||
      run.execId !== candidate.execId ||
      (run.status !== 'queued' && run.status !== 'running') ||
      Date.parse(run.updatedAt) >= cutoffMs
    )
      return false;
    const failed = await exec.failOrphaned(run);
    if (failed)
      logger.warn(
        { runId: run.id, type: run.type, status: run.status, jobState: state },
        'orphaned run failed by sweeper',
      );
    return failed;
  };

  const sweepOnce = async (): Promise<number> => {
    const cutoffMs = now() - options.staleAfterMs;
    const candidates = await exec.listStale(new Date(cutoffMs).toISOString(), options.batchSize ?? 100);
    let failed = 0;
    for (const run of candidates) {
      if (stopped) break;
      try {
        if (await sweepRun(run, cutoffMs)) failed++;
      } catch (err) {
        logger.error({ runId: run.id, err: err instanceof Error ? err.message : String(err) }, 'run sweep failed');
      }
    }
    return failed;
  };

  const sweep = async () => {
    if (stopped) return 0;
    inFlight ??= sweepOnce().finally(() => (inFlight = null));
    return inFlight;
  };

  return {
    sweep,
    async close() {
      stopped = true;
      await inFlight?.catch(() => 0);
      await queue.close().catch(() => undefined);
    },
  };
}
