import { z } from 'zod';
import { paymentsKind } from '@fcs/core/billing/payment-gateway-factory';
import { envBoolean, optionalString, parseConfig, ZBaseConfig } from '@fcs/core/platform/config';

/** Every environment variable the api reads, with its default: the backend base plus the api's own keys. */
export const ZApiConfig = ZBaseConfig.extend({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  /** Start a private redis-server under DATA_DIR when REDIS_URL does not answer (all-in-one only). */
  REDIS_EMBEDDED: envBoolean.default(true),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(900),
  /** Built-in accounts: how long a refresh cookie keeps a user signed in without a password. */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Built-in accounts: sign-in, sign-up and reset requests per IP per 15 minutes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  /** Built-in accounts: session refreshes per IP per 15 minutes (a tab refreshes about once per access token TTL). */
  AUTH_REFRESH_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /**
   * Built-in accounts: after LOGIN_FREE_FAILURES failed sign-ins for one e-mail from one IP, the next attempt from
   * that IP waits this long, doubling with each further failure up to LOGIN_MAX_DELAY_SECONDS.
   */
  LOGIN_DELAY_BASE_SECONDS: z.coerce.number().int().min(1).default(5),
  /**
   * Which peers may tell the client's address in X-Forwarded-For: empty or false (the default) when clients connect
   * directly (`npm start`); the number of proxy hops in front of the api (1 behind the shipped nginx, which sets the
   * header); or a comma-separated list of proxy addresses/subnets (Express's 'trust proxy' names such as loopback).
   */
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .optional()
      .refine(
        (v) => v !== 'true',
        'trusting every peer lets any client choose its address; give a hop count or addresses',
      )
      .transform((v): false | number | string => (!v || v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  ),
  ADMIN_SECRET: optionalString,
  CLIENT_DIST: optionalString,
  JSON_BODY_LIMIT: z.string().default('200kb'),
  // identity
  FIREBASE_PROJECT_ID: optionalString,
  FIREBASE_AUTH_EMULATOR_HOST: optionalString,
  /** Public web config the browser's firebase SDK needs (GET /api/config hands it out). */
  FIREBASE_API_KEY: optionalString,
  FIREBASE_AUTH_DOMAIN: optionalString,
  // payments (STRIPE_SECRET_KEY and STRIPE_API_HOST are in the base)
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ESSENTIAL: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_ELITE: optionalString,
  // mail
  SMTP_URL: optionalString.pipe(z.string().url().optional()),
  MAIL_FROM: z.string().default('Finance Career Simulator <no-reply@finance-career-simulator.example>'),
  // uploaded documents: text extraction in worker threads (never on the event loop)
  EXTRACTION_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  /** A document taking longer is abandoned and its thread terminated. */
  EXTRACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Documents waiting for a thread at most; more are answered 503 (try again). */
  EXTRACTION_QUEUE_MAX: z.coerce.number().int().min(1).default(32),
  EXTRACTION_HEAP_MB: z.coerce.number().int().min(32).default(256),
  /** Pages of a PDF read at most (the first ones); the document says when more were left out. */
  EXTRACTION_MAX_PDF_PAGES: z.coerce.number().int().min(1).default(60),
  EXTRACTION_MAX_CHARS: z.coerce.number().int().min(1000).default(100_000),
  /** What the XML parts of a Word file may unpack to; more is a zip bomb (413). */
  EXTRACTION_MAX_INFLATED_MB: z.coerce.number().int().min(1).default(20),
  /**
   * Serve GET /api/dev/outbox (built-in accounts without SMTP): the reset mails saved under DATA_DIR/outbox, to
   * requests from this machine only. Off unless set; refused under production.
   */
  DEV_OUTBOX: envBoolean.default(false),
  /**
   * Requests the api sends itself after it starts listening and before GET /readyz answers 200 (0: none): they run
   * its request paths (auth, routing, validation, the database and Redis clients) once through V8 and open the
   * database pool, so the first users after a start or deploy do not pay for that (ADR 005).
   */
  WARM_UP_REQUESTS: z.coerce.number().int().min(0).max(10_000).default(300),
  /**
   * How long (ms) the api keeps the channel of a run it just started or re-queued subscribed for the run's first
   * follower (its creator's socket, which subscribes right after the POST's answer): the channel is subscribed as the
   * run is queued, so that follower's subscribe finds it held and goes straight to the backlog (0: subscribe only
   * when a socket follows, as before). Unfollowed by then, it is released (ADR 005).
   */
  RELAY_FIRST_FOLLOWER_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
}).superRefine((config, ctx) => {
  if (config.NODE_ENV === 'production' && config.DEV_OUTBOX)
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_OUTBOX'],
      message: 'the dev outbox shows anyone the password-reset links; it is never served under NODE_ENV=production',
    });
});
export type ApiConfig = z.infer<typeof ZApiConfig>;

export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  return parseConfig(ZApiConfig, env);
}

/** Which embedded default stands in for each outside system under this configuration. */
export function describeAdapters(config: ApiConfig) {
  return {
    database: config.DATABASE_URL ? 'postgres (DATABASE_URL)' : `embedded PGlite (${config.DATA_DIR}/pglite)`,
    identity: config.FIREBASE_PROJECT_ID
      ? `firebase (${config.FIREBASE_PROJECT_ID})`
      : config.SMTP_URL
        ? 'built-in accounts (reset e-mails by SMTP)'
        : `built-in accounts (reset e-mails saved in ${config.DATA_DIR}/outbox${config.DEV_OUTBOX ? ', readable at /api/dev/outbox from this machine' : ''})`,
    payments: {
      stripe: 'stripe',
      test: 'built-in test checkout (no real charges)',
      disabled: 'disabled: paid plans are not sold (production without STRIPE_SECRET_KEY)',
    }[paymentsKind(config)],
    llm: config.OPENAI_API_KEY
      ? `openai-compatible (${config.OPENAI_BASE_URL ?? 'api.openai.com'}, ${config.LLM_MODEL})`
      : 'offline demo engine',
  };
}

/**
 * The site's public origin for links we send away (reset e-mails, checkout return URLs). PUBLIC_URL when set;
 * otherwise the request's Origin or Host only when it is a loopback address (development, e.g. behind Vite's
 * proxy), because trusting any Host header would let a caller point a victim's reset link at another site;
 * else http://HOST:PORT.
 */
export function publicBaseUrl(config: ApiConfig, request: { origin?: string; host?: string } = {}): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const loopback = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;
  if (request.origin) {
    try {
      const origin = new URL(request.origin);
      if ((origin.protocol === 'http:' || origin.protocol === 'https:') && loopback.test(origin.host))
        return origin.origin;
    } catch {
      // not a URL: fall through to Host
    }
  }
  if (request.host && loopback.test(request.host)) return `http://${request.host}`;
  return `http://${config.HOST}:${config.PORT}`;
}
