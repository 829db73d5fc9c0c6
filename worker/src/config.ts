import { z } from 'zod';
import { parseConfig } from '@fcs/api/platform/config';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Every environment variable the worker reads, with its default (documented in .env.example). */
export const ZWorkerConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]+$/i)
    .default('fcs'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(8),
  /** How often a worker sweeps for runs whose queue job is gone (0 disables the sweeper). */
  RUN_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** A queued/running run unwritten for this long is checked against the queue; well above a job's wait. */
  RUN_STALE_AFTER_MS: z.coerce.number().int().min(30_000).default(600_000),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Pause between streamed words of the offline engine (spec: 30 ms per word). */
  OFFLINE_WORD_DELAY_MS: z.coerce.number().int().min(0).default(30),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_API_HOST: optionalString,
});
export type WorkerConfig = z.infer<typeof ZWorkerConfig>;

export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  return parseConfig(ZWorkerConfig, env);
}
