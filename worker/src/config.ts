import { z } from 'zod';
import { optionalString, parseConfig, ZBaseConfig } from '@fcs/core/platform/config';

/**
 * BullMQ workers per process on the run queue (WORKER_FETCHERS). A BullMQ worker takes the waiting jobs one after
 * another, a `moveToActive` round trip each, however high its concurrency: when a round trip is slow (a busy Redis, a
 * busy machine), a burst of runs waits in line for it. Several workers take jobs side by side; each job taken leaves a
 * marker that wakes another worker blocked on the queue (BullMQ's `moveToActive`), so in a burst all of them take.
 */
export const DEFAULT_FETCHERS = 4;

/** Every environment variable the worker reads, with its default: the backend base plus the worker's own keys. */
export const ZWorkerConfig = ZBaseConfig.extend({
  /** Runs one worker process carries at once. Runs wait on the model, not the CPU, so hundreds fit in a process. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(2000).default(200),
  /**
   * BullMQ workers this process runs on the run queue, side by side, sharing WORKER_CONCURRENCY. One takes waiting
   * jobs a round trip to Redis at a time; N take a burst N times as fast (engine/run-worker.ts).
   */
  WORKER_FETCHERS: z.coerce.number().int().min(1).max(64).default(DEFAULT_FETCHERS),
  /**
   * How long a run's job lock lives without renewal (BullMQ renews it every half of this). A worker that dies stops
   * renewing; within this plus RUN_STALLED_CHECK_MS another worker resumes the run from its last checkpoint. Shorter
   * locks are safe: an execution whose lock lapsed while it still runs is fenced out by the new attempt.
   */
  RUN_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(4000),
  /**
   * Least time between two frames of streamed text of one run (ms). 0 (default): natural batching, text goes to the
   * log, pub/sub and browsers at the end of the tick when the run has no append in flight, and what arrives meanwhile
   * goes as one frame (frames grow with load). Above 0: also at most 1000 / TOKEN_FRAME_MS frames a second per run.
   */
  TOKEN_FRAME_MS: z.coerce.number().int().min(0).max(1000).default(0),
  /** How often each worker looks for runs whose lock lapsed (their worker died). */
  RUN_STALLED_CHECK_MS: z.coerce.number().int().min(500).max(300_000).default(1000),
  /** How often one run may be recovered from a dead worker (or a lapsed lock) before it fails. */
  RUN_MAX_STALLED: z.coerce.number().int().min(1).max(100).default(5),
  /** How often the cluster sweeps for runs whose queue job is gone, whatever the number of workers (0: never). */
  RUN_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** A queued/running run unwritten for this long is checked against the queue; well above a job's wait. */
  RUN_STALE_AFTER_MS: z.coerce.number().int().min(30_000).default(600_000),
  /**
   * Model calls in flight at most to the configured provider, across ALL workers (a Redis semaphore): the knob for
   * the provider's concurrency/rate limits. Runs beyond it wait for a slot. 0: no cap. Unused by the offline engine.
   */
  LLM_MAX_CONCURRENCY: z.coerce.number().int().min(0).max(100_000).default(100),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * Connections a worker opens to the provider before it takes jobs (GET {OPENAI_BASE_URL}/models, free; any answer
   * leaves its connection open), so the first burst of runs does not wait for handshakes. Default: the worker's
   * most model calls in flight (WORKER_CONCURRENCY, or LLM_MAX_CONCURRENCY when lower), which is also the most
   * connections it keeps. 0: none opened in advance.
   */
  LLM_WARM_CONNECTIONS: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(0).max(2000).optional()),
  /** How long an idle connection to the provider is kept (ms), unless the provider's Keep-Alive header says less. */
  LLM_KEEP_ALIVE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Pause between streamed words of the offline engine (spec: 30 ms per word). */
  OFFLINE_WORD_DELAY_MS: z.coerce.number().int().min(0).default(30),
});
export type WorkerConfig = z.infer<typeof ZWorkerConfig>;

/** The provider when OPENAI_BASE_URL is unset (the SDK's own default). */
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** The most model calls one worker has in flight, and so the most connections it keeps to the provider. */
export function modelConnectionLimit(config: WorkerConfig): number {
  return config.LLM_MAX_CONCURRENCY > 0
    ? Math.min(config.WORKER_CONCURRENCY, config.LLM_MAX_CONCURRENCY)
    : config.WORKER_CONCURRENCY;
}

export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  return parseConfig(ZWorkerConfig, env);
}
