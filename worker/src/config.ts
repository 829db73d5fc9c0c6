import { z } from 'zod';
import { parseConfig, ZBaseConfig } from '@fcs/core/platform/config';

/** Every environment variable the worker reads, with its default: the backend base plus the worker's own keys. */
export const ZWorkerConfig = ZBaseConfig.extend({
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(8),
  /** How often the cluster sweeps for runs whose queue job is gone, whatever the number of workers (0: never). */
  RUN_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** A queued/running run unwritten for this long is checked against the queue; well above a job's wait. */
  RUN_STALE_AFTER_MS: z.coerce.number().int().min(30_000).default(600_000),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Pause between streamed words of the offline engine (spec: 30 ms per word). */
  OFFLINE_WORD_DELAY_MS: z.coerce.number().int().min(0).default(30),
});
export type WorkerConfig = z.infer<typeof ZWorkerConfig>;

export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  return parseConfig(ZWorkerConfig, env);
}
