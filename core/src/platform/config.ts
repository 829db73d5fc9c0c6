import { existsSync } from 'node:fs';
import { z } from 'zod';

/** An environment flag: true/1 or false/0 (empty reads as false). */
export const envBoolean = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

/** A variable that may be absent or blank; both read as undefined, anything else is trimmed. */
export const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Connections each process keeps to Postgres unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/**
 * The variables every backend process reads (api, worker, all-in-one), declared once; each app's config extends
 * this schema with its own keys. `.env.example` documents the same list.
 */
export const ZBaseConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  /**
   * Connections each process keeps open to Postgres (DATABASE_URL only; the embedded database has none). A query
   * waits for a free one, so a burst of requests or runs queues here when it is too small; every process of the
   * deployment holds this many, so their sum must stay below the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL_SIZE),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix for every BullMQ queue and Redis key, so several instances can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]+$/i)
    .default('fcs'),
  // llm (the api only describes it; the worker calls it)
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  // payments (the api starts checkouts; the worker re-reads Stripe objects when applying webhooks)
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_API_HOST: optionalString,
  // live news: the news interpreter's articles (api) and the coach's live-data workflows (worker)
  /**
   * Comma-separated RSS or Atom feed URLs: GET /api/news-interpreter/fetch-news (empty: built-in sample articles) and
   * the coach's Job Discovery and News Interpreter workflows (empty: they say no live data was available).
   */
  NEWS_FEED_URLS: optionalString.pipe(
    z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((u) => u.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(
        z.array(
          z
            .string()
            .url()
            .regex(/^https?:\/\//, 'must be an http(s) URL'),
        ),
      ),
  ),
  NEWS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment once, naming every variable that is wrong and why. */
export function parseConfig<S extends z.ZodTypeAny>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (i) => `${i.path.join('.') || '(env)'}=${JSON.stringify(env[String(i.path[0])] ?? '')}: ${i.message}`,
      ),
    );
  }
  return result.data;
}

/** Reads `.env` from the working directory into process.env when present (values already set win). */
export function loadDotEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
