import { Job, QueueEvents, type Queue } from 'bullmq';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RUN_JOB } from '@fcs/shared/workflows/jobs';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import { PATIENT_REDIS_OPTIONS, type Redis } from '@fcs/core/platform/redis';
import { adminRepository } from './admin.repository';

/** Queue states reported as depth gauges. */
export const QUEUE_STATES = ['waiting', 'active', 'failed', 'delayed'] as const;

/** Buckets of run durations in seconds: offline runs take seconds, model runs up to minutes. */
const DURATION_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600];

/** How many finished executions are remembered so a replayed queue event is not counted twice. */
const SEEN_LIMIT = 10_000;

export interface RunMetrics {
  registry: Registry;
  close(): Promise<void>;
}

/**
 * Prometheus metrics of the workflow engine, kept by the api:
 * - `fcs_queue_jobs{queue,state}`: queue depth (waiting, active, failed, delayed), read from Redis at each scrape;
 * - `fcs_runs_started_total{workflow}`: executions a worker picked up (a user Retry is a new execution;
 *   automatic retries of one execution are not counted again);
 * - `fcs_runs_completed_total{workflow}`, `fcs_runs_failed_total{workflow}`: executions that finished the run;
 * - `fcs_run_duration_seconds{workflow,status}`: from the run's first start to its end.
 * Runs execute in worker processes, so the run metrics follow the queue's event stream (QueueEvents) and read
 * each finished run's outcome from the database. Every api instance sees every event: aggregate across instances
 * with max(), not sum().
 */
export async function createRunMetrics(deps: {
  queues: readonly Queue[];
  db: Db;
  redis: Redis;
  prefix: string;
  logger: Logger;
}): Promise<RunMetrics> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'fcs_api_' });

  const { queues } = deps;
  new Gauge({
    name: 'fcs_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, failed, delayed).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts(...QUEUE_STATES)));
      queues.forEach((queue, i) => {
        for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[i]?.[state] ?? 0);
      });
    },
  });
  const started = new Counter({
    name: 'fcs_runs_started_total',
    help: 'Run executions picked up by a worker, by workflow (a user Retry starts a new execution).',
    labelNames: ['workflow'],
    registers: [registry],
  });
  const completed = new Counter({
    name: 'fcs_runs_completed_total',
    help: 'Runs that completed, by workflow.',
    labelNames: ['workflow'],
    registers: [registry],
  });
  const failed = new Counter({
    name: 'fcs_runs_failed_total',
    help: 'Runs that failed for good (after automatic retries), by workflow.',
    labelNames: ['workflow'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'fcs_run_duration_seconds',
    help: "Time from a run's first start on a worker to its end, by workflow and final status.",
    labelNames: ['workflow', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const repo = adminRepository(deps.db);
  const runQueue = queues.find((q) => q.name === RUN_JOB.queue);
  const seen = new Set<string>();
  const remember = (key: string) => {
    if (seen.has(key)) return false;
    seen.add(key);
    // Sets iterate in insertion order: drop the oldest.
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!);
    return true;
  };

  const closers: Array<() => Promise<void>> = [];
  if (runQueue) {
    // QueueEvents blocks on XREAD: it gets a connection of its own, closed with it.
    const connection = deps.redis.duplicate(PATIENT_REDIS_OPTIONS);
    connection.on('error', () => undefined);
    const queueEvents = new QueueEvents(runQueue.name, { connection, prefix: deps.prefix });
    queueEvents.on('error', (err) => deps.logger.warn({ err: err.message }, 'queue events error'));
    const safely = (what: string, fn: () => Promise<void>) =>
      void fn().catch((err: unknown) =>
        deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, `metrics: ${what} failed`),
      );

    queueEvents.on('active', ({ jobId }) =>
      safely('counting a started run', async () => {
        // One job is one execution; its automatic retries reuse the job id and are not counted again.
        if (!remember(`active:${jobId}`)) return;
        const job = await Job.fromId(runQueue, jobId);
        const payload = RUN_JOB.schema.safeParse(job?.data);
        if (!payload.success) return;
        started.inc({ workflow: payload.data.type });
      }),
    );
    // A failed job may still be retried (its run keeps running): only a run that has ended is counted.
    const onFinished = ({ jobId }: { jobId: string }) =>
      safely('recording a finished run', async () => {
        const [runId, execId] = jobId.split('_');
        if (!runId || !execId) return;
        const run = await repo.findRunOutcome(runId);
        if (!run || run.execId !== execId || (run.status !== 'completed' && run.status !== 'failed')) return;
        if (!remember(`done:${jobId}`)) return;
        // A finished execution has started, even when its 'active' event was missed (e.g. just before start-up).
        if (remember(`active:${jobId}`)) started.inc({ workflow: run.type });
        (run.status === 'completed' ? completed : failed).inc({ workflow: run.type });
        if (run.startedAt && run.finishedAt) {
          const seconds = (Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000;
          if (seconds >= 0) duration.observe({ workflow: run.type, status: run.status }, seconds);
        }
      });
    queueEvents.on('completed', onFinished);
    queueEvents.on('failed', onFinished);
    closers.push(async () => {
      await queueEvents.close().catch(() => undefined);
      connection.disconnect();
    });
    await queueEvents.waitUntilReady();
  }

  return {
    registry,
    close: async () => {
      await Promise.all(closers.map((close) => close()));
      registry.clear();
    },
  };
}
