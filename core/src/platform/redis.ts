import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { freePort } from './free-port';
import { resolve } from 'node:path';
import { Redis, type RedisOptions } from 'ioredis';

export { Redis };

/**
 * A Redis connection for BullMQ and the run event log. maxRetriesPerRequest null is what BullMQ
 * workers need (blocking commands must wait through reconnects instead of failing).
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false, ...options });
}

/**
 * The api's connection for request paths: while Redis is away a command fails at once (no offline queue) and a
 * command Redis does not answer fails after 1.5 s, so a request that needs Redis answers 503 within 2 s instead of
 * hanging for the outage. Reconnects are attempted every 50 ms up to every second, so requests succeed again as soon
 * as Redis is back. Workers keep createRedis's patient defaults: they wait through an outage and carry on.
 */
export const FAIL_FAST_REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1500,
  retryStrategy: (times) => Math.min(50 * times, 1000),
};

/**
 * Overrides for connections duplicated from a fail-fast one that are not request paths (pub/sub, blocking reads):
 * they wait for Redis to come back, and their subscriptions are restored on reconnect.
 */
export const PATIENT_REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: true,
  maxRetriesPerRequest: null,
  commandTimeout: undefined,
};

/** A connection for the api's request paths (see FAIL_FAST_REDIS_OPTIONS). */
export function createRequestRedis(url: string, options: RedisOptions = {}): Redis {
  return createRedis(url, { ...FAIL_FAST_REDIS_OPTIONS, ...options });
}

const UNAVAILABLE_MESSAGES = [
  "Stream isn't writeable",
  'Command timed out',
  'Connection is closed',
  'Reached the max retries per request limit',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
];

/** True when err says Redis could not be reached or did not answer (not a command Redis refused). */
export function isRedisUnavailableError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'MaxRetriesPerRequestError') return true;
  return UNAVAILABLE_MESSAGES.some((m) => err.message.includes(m));
}

/**
 * Resolves once the connection is ready. A fail-fast connection refuses commands until then, and what is set up at
 * boot (scripts other libraries load once) must not be refused, so the api waits for it before building the app.
 */
export function waitUntilReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      redis.off('end', onEnd);
      resolve();
    };
    const onEnd = () => {
      redis.off('ready', onReady);
      reject(new Error('Redis connection closed before it was ready'));
    };
    redis.once('ready', onReady);
    redis.once('end', onEnd);
  });
}

/**
 * Resolves when the connection is ready or has ended, or after ms, whichever comes first; never rejects. For closing
 * a connection in order: one closed during its handshake writes what it is given then (UNSUBSCRIBE, QUIT) ahead of
 * the commands it queued while connecting, which it sends only after its ready check.
 */
export function settleConnection(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready' || redis.status === 'end') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('end', done);
  });
}

/** True when a Redis answers PING at url within timeoutMs. */
export async function canReachRedis(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
    enableOfflineQueue: false,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export interface EmbeddedRedis {
  url: string;
  stop(): Promise<void>;
}

export class RedisUnavailableError extends Error {}

/**
 * Returns a Redis URL that answers: the configured one, or a private redis-server started under dataDir
 * (AOF on, noeviction, bound to 127.0.0.1) when the configured one does not answer and embedded is allowed.
 */
export async function ensureRedis(options: {
  url: string;
  dataDir: string;
  embedded: boolean;
}): Promise<EmbeddedRedis> {
  if (await canReachRedis(options.url)) return { url: options.url, stop: async () => undefined };
  const hint =
    'Start Redis (e.g. `apt-get install -y redis-server && redis-server --daemonize yes`) or set REDIS_URL to one that answers.';
  if (!options.embedded) throw new RedisUnavailableError(`Redis does not answer at REDIS_URL=${options.url}. ${hint}`);
  if (spawnSync('redis-server', ['--version']).error) {
    throw new RedisUnavailableError(
      `Redis does not answer at REDIS_URL=${options.url} and redis-server is not installed. ${hint}`,
    );
  }
  const dir = resolve(options.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (await canReachRedis(url, 500)) {
      return {
        url,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new RedisUnavailableError(`Started redis-server on port ${port} but it did not answer. ${hint}`);
}
