import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import { createRedis } from '@fcs/core/platform/redis';
import { stampRunStage } from '@fcs/core/platform/run-stages';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { createRunExecution } from '@fcs/core/runs/run-execution';
import { readStoredResume } from '@fcs/core/coach/stored-resume';
import { RUN_JOB, RUNS_QUEUE } from '@fcs/shared/workflows/jobs';
import { DEFAULT_FETCHERS } from '../config';
import type { LlmClient } from '../llm/types';
import { createProviderLimit, type ProviderLimit } from '../llm/provider-limit';
import { executeRun, type EngineDeps } from './run-engine';
import { createRunSweeper } from './run-sweeper';
import { startRunSweepSchedule } from './run-sweep-schedule';
import type { LiveSources, WorkflowDefinition } from './workflow';

export interface RunWorkerOptions {
  redisUrl: string;
  prefix: string;
  db: Db;
  llm: LlmClient;
  logger: Logger;
  workflows: Partial<Record<string, WorkflowDefinition>>;
  concurrency: number;
  /**
   * BullMQ workers this process runs on the run queue, side by side, sharing `concurrency` between them (default
   * DEFAULT_FETCHERS, at most `concurrency`). Each takes jobs one round trip at a time, so N of them take a burst N
   * times as fast.
   */
  fetchers?: number;
  /** The live sources steps may read (the configured news feeds); absent: none is configured. */
  live?: LiveSources;
  /**
   * How long a job's lock lives without renewal. A worker that dies (SIGKILL, lost host) stops renewing it;
   * after this long plus up to one stalledInterval, another worker picks the job up and resumes the run.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /**
   * A cap on the model calls in flight to the provider across all workers (see provider-limit.ts); absent or a max
   * of 0: none.
   */
  llmLimit?: { provider: string; max: number };
  /** Least time between two token frames of a run (ms; default 0: natural batching, see run-log-writer.ts). */
  frameMs?: number;
  /** How often a job may be recovered from a dead worker before the run fails. */
  maxStalledCount?: number;
  /** On close, how long running executions may take to finish before they are left to another worker. */
  shutdownGraceMs?: number;
  /** How often the cluster sweeps for runs whose job is gone (0 or absent: the schedule is removed). */
  sweepIntervalMs?: number;
  /** How long a queued/running run must go unwritten before the sweeper checks its job (default 10 min). */
  staleAfterMs?: number;
}

export interface RunWorker {
  /** The BullMQ workers taking this process's run jobs (`fetchers` of them). */
  workers: Worker[];
  close(): Promise<void>;
}

/** `total` split into `parts` shares that differ by at most one (and add up to `total`). */
function shares(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

/** Consumes the run queue: executes runs, listens for cancels, and fails runs whose job BullMQ gave up on. */
export async function startRunWorker(options: RunWorkerOptions): Promise<RunWorker> {
  const { logger } = options;
  const redis = createRedis(options.redisUrl);
  const control = createRedis(options.redisUrl);
  for (const client of [redis, control])
    client.on('error', (err) => logger.warn({ err: err.message }, 'worker redis error'));
  // The event log gets a connection of its own with auto-pipelining: the appends of hundreds of runs issued in
  // the same tick go to Redis in one write.
  const logConnection = createRedis(options.redisUrl, { enableAutoPipelining: true });
  logConnection.on('error', (err) => logger.warn({ err: err.message }, 'worker redis error'));
  const log = createRunEventLog(logConnection, options.prefix);
  const exec = createRunExecution({ db: options.db, log });
  let llm = options.llm;
  let limitSubscriber: ReturnType<typeof createRedis> | null = null;
  let limit: ProviderLimit | null = null;
  if (options.llmLimit && options.llmLimit.max > 0 && llm.engine === 'openai') {
    limitSubscriber = createRedis(options.redisUrl);
    limitSubscriber.on('error', (err) => logger.warn({ err: err.message }, 'worker redis error'));
    limit = await createProviderLimit({
      redis: logConnection,
      subscriber: limitSubscriber,
      prefix: options.prefix,
      provider: options.llmLimit.provider,
      limit: options.llmLimit.max,
      logger,
    });
    llm = limit.llm(llm);
  }
  const active: EngineDeps['active'] = new Map();
  const owners = (uid: string) => ({ uid, resume: () => readStoredResume(options.db, uid) });

  // Cancel: the api publishes the run id; the execution running it here aborts its model call at once. A new attempt
  // publishes `runId@attempt`: older attempts of the run (a job restarted while its first execution still ran) stop.
  control.on('message', (_channel: string, message: string) => {
    const [runId, before] = message.split('@');
    const running = active.get(runId!);
    if (running && (before === undefined || running.attempt < Number(before))) running.controller.abort();
  });
  await control.subscribe(log.controlChannel);

  // BullMQ tracks lock renewal by job id: when a job whose lock lapsed (Redis away, event loop stalled) is restarted
  // in this same process while its first execution still runs, the first one's return would stop the renewal of the
  // second, which would then be restarted again and again. So an execution returns only once no later execution of
  // its job is running here (the later one fenced it out; it only waits).
  const latest = new Map<string, Promise<void>>();
  const holdWhileSuperseded = async (jobId: string, execution: Promise<void>) => {
    latest.set(jobId, execution);
    try {
      await execution;
    } finally {
      for (let next = latest.get(jobId); next && next !== execution; next = latest.get(jobId))
        await next.catch(() => undefined);
      if (latest.get(jobId) === execution) latest.delete(jobId);
    }
  };

  /** Starts executing a run job (the caller awaits it as the job's processing). */
  const execute = (job: Job): Promise<void> =>
    holdWhileSuperseded(
      job.id!,
      executeRun(job, {
        exec,
        llm,
        logger,
        workflows: options.workflows,
        active,
        owners,
        live: options.live,
        frameMs: options.frameMs,
      }),
    );
  // A run starts as soon as this worker has taken its job, not when BullMQ calls the processor: in a burst BullMQ
  // takes the waiting jobs one after another (a round trip each) and calls the processor of each only once it has
  // taken them all, so the first of a hundred jobs waited for the other ninety-nine (ADR 005). The worker's `active`
  // event comes as each job is taken (locked for this worker); the processor then joins the execution begun there.
  const begun = new WeakMap<Job, Promise<void>>();
  const processor = async (job: Job) => {
    const execution = begun.get(job);
    begun.delete(job);
    if (job.name !== RUN_JOB.name) throw new UnrecoverableError(`Unknown job ${job.name}`);
    await (execution ?? execute(job));
  };

  const onActive = (job: Job) => {
    // Only jobs BullMQ will hand to the processor (it fails a job with a deferred failure without calling it).
    if (job.name !== RUN_JOB.name || job.deferredFailure) return;
    stampRunStage('worker.taken', (job.data as { runId?: string } | null)?.runId);
    const execution = execute(job);
    execution.catch(() => undefined); // the processor awaits it and reports its failure to BullMQ
    begun.set(job, execution);
  };
  // BullMQ can fail a job without our processor deciding it (stalled too often): the run must not hang.
  const onFailed = (job: Job | undefined, err: Error) => {
    if (!job) return;
    void (async () => {
      if ((await job.getState()) !== 'failed') return;
      const parsed = RUN_JOB.schema.safeParse(job.data);
      if (!parsed.success) return;
      const run = await exec.find(parsed.data.runId);
      if (!run || run.execId !== parsed.data.execId || (run.status !== 'queued' && run.status !== 'running')) return;
      logger.warn({ runId: run.id, err: err.message }, 'run job failed outside the engine; failing the run');
      await exec.failOrphaned(run);
    })().catch((e) =>
      logger.error({ err: e instanceof Error ? e.message : String(e) }, 'could not fail run after job failure'),
    );
  };
  const fetchers = Math.max(1, Math.min(options.fetchers ?? DEFAULT_FETCHERS, options.concurrency));
  const workers = shares(options.concurrency, fetchers).map((concurrency, i) => {
    const worker = new Worker(RUNS_QUEUE, processor, {
      connection: redis,
      prefix: options.prefix,
      concurrency,
      lockDuration: options.lockDurationMs ?? 4000,
      stalledInterval: options.stalledIntervalMs ?? 1000,
      maxStalledCount: options.maxStalledCount ?? 5,
      // The check for lapsed locks covers the whole queue: one worker of the process runs it.
      skipStalledCheck: i > 0,
    });
    worker.on('active', onActive);
    worker.on('error', (err) => logger.error({ err: err.message }, 'run worker error'));
    worker.on('failed', onFailed);
    return worker;
  });
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  // Catches the runs the failed listener above never saw (job lost with Redis data, removed, or failed while no
  // worker was alive).
  const sweeper = createRunSweeper({
    redis,
    prefix: options.prefix,
    exec,
    logger,
    staleAfterMs: options.staleAfterMs ?? 10 * 60_000,
  });
  const sweeps = await startRunSweepSchedule({
    connection: redis,
    prefix: options.prefix,
    intervalMs: options.sweepIntervalMs ?? 0,
    sweep: sweeper.sweep,
    logger,
  });
  logger.info(
    { queue: RUNS_QUEUE, concurrency: options.concurrency, fetchers, engine: options.llm.engine },
    'run worker started',
  );

  return {
    workers,
    close: async () => {
      await sweeps.close();
      await sweeper.close();
      // Let running steps finish for a while. A run still going after that is left to its lock: it expires, and
      // another worker resumes the run from its last checkpoint, exactly as after a crash.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(workers.map((w) => w.close())),
        new Promise((resolve) => (timer = setTimeout(resolve, options.shutdownGraceMs ?? 10_000))),
      ]);
      clearTimeout(timer);
      await limit?.close();
      await limitSubscriber?.quit().catch(() => undefined);
      await control.quit().catch(() => undefined);
      await logConnection.quit().catch(() => undefined);
      await redis.quit().catch(() => undefined);
    },
  };
}
