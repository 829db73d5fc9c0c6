/**
 * The production shape for scripts and benches: the api and run workers as separate processes started from their
 * real entry points (`api/src/main.ts`, `worker/src/main.ts`), sharing Redis and a private schema of the local
 * Postgres. The script's own process hosts the stand-in model and the Socket.IO clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { createLocalTokens } from '@fcs/api/platform/auth';
import { migrate, openPostgres, type Db } from '@fcs/core/platform/db';
import { freePort } from '@fcs/core/platform/free-port';
import { createRedis } from '@fcs/core/platform/redis';
import { TEST_POSTGRES_URL } from '@fcs/core/testing/db';
import { deleteRedisKeys } from '@fcs/core/testing/redis';
import { RUNS_QUEUE } from '@fcs/shared/workflows/jobs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A private schema on the local Postgres, migrated; `url` selects it for other processes. */
export async function createSchema(): Promise<{ url: string; db: Db; drop(): Promise<void> }> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(TEST_POSTGRES_URL, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(TEST_POSTGRES_URL, { schema, max: 10 });
  await migrate(db);
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export interface Proc {
  name: string;
  child: ChildProcess;
  /** Last lines the process wrote to stderr (for failure messages). */
  stderr(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function start(
  name: string,
  entry: string,
  env: Record<string, string>,
  logDir?: string,
  nodeArgs: string[] = [],
): Proc {
  const stdout = logDir ? openSync(join(logDir, `${name}.log`), 'a') : 'ignore';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') closeSync(stdout);
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    child,
    stderr: () => err,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

export interface ClusterOptions {
  redisUrl: string;
  databaseUrl: string;
  prefix: string;
  /** Environment of every process (LLM settings, worker knobs). */
  env?: Record<string, string>;
  /** When set, each process's log (stdout) is appended to `<logDir>/<name>.log`. */
  logDir?: string;
  /** Extra arguments for node in every process (e.g. `--cpu-prof`, which NODE_OPTIONS does not accept). */
  nodeArgs?: string[];
}

/** Settings every process of one cluster shares. */
function baseEnv(options: ClusterOptions, secret: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    REDIS_URL: options.redisUrl,
    DATABASE_URL: options.databaseUrl,
    REDIS_PREFIX: options.prefix,
    AUTH_SECRET: secret,
    DATA_DIR: `.data/bench-${options.prefix}`,
    ...options.env,
  };
}

export interface Cluster {
  apiUrl: string;
  api: Proc;
  workers: Proc[];
  /** A bearer header for a user id, signed with the cluster's secret. */
  authHeader(uid: string): Promise<Record<string, string>>;
  /** Starts one more worker process and waits until it consumes the run queue. */
  addWorker(env?: Record<string, string>): Promise<Proc>;
  stop(): Promise<void>;
}

/** Starts the api and `workers` worker processes, and waits until the api is ready and every worker listens. */
export async function startCluster(options: ClusterOptions & { workers: number }): Promise<Cluster> {
  const secret = randomBytes(32).toString('hex');
  const env = baseEnv(options, secret);
  const tokens = createLocalTokens(secret, 3600);
  const port = await freePort();
  const api = start(
    'api',
    'api/src/main.ts',
    { ...env, HOST: '127.0.0.1', PORT: String(port) },
    options.logDir,
    options.nodeArgs,
  );
  const apiUrl = `http://127.0.0.1:${port}`;
  const redis = createRedis(options.redisUrl);
  const queue = new Queue(RUNS_QUEUE, { connection: redis, prefix: options.prefix });
  const workers: Proc[] = [];

  const ready = async (what: string, probe: () => Promise<boolean>, proc: Proc) => {
    const started = Date.now();
    for (;;) {
      if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited: ${proc.stderr()}`);
      if (await probe().catch(() => false)) return;
      if (Date.now() - started > 60_000) throw new Error(`${what} not ready after 60 s: ${proc.stderr()}`);
      await sleep(100);
    }
  };
  const addWorker = async (extra: Record<string, string> = {}) => {
    const before = (await queue.getWorkers()).length;
    const name = `worker-${workers.length + 1}`;
    const proc = start(name, 'worker/src/main.ts', { ...env, ...extra }, options.logDir, options.nodeArgs);
    workers.push(proc);
    await ready(proc.name, async () => (await queue.getWorkers()).length > before, proc);
    return proc;
  };

  try {
    // Ready, not only alive: the api answers /readyz once it has warmed up (WARM_UP_REQUESTS).
    await ready('api', async () => (await fetch(`${apiUrl}/readyz`)).ok, api);
    for (let i = 0; i < options.workers; i++) await addWorker();
  } catch (err) {
    await Promise.all([api, ...workers].map((p) => p.stop('SIGKILL')));
    throw err;
  }
  return {
    apiUrl,
    api,
    workers,
    authHeader: async (uid) => ({
      authorization: `Bearer ${(await tokens.issue({ uid, email: `${uid}@example.test` })).token}`,
    }),
    addWorker,
    stop: async () => {
      await Promise.all([api, ...workers].map((p) => p.stop()));
      await queue.close();
      await deleteRedisKeys(redis, options.prefix);
      await redis.quit();
    },
  };
}
