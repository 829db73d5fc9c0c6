import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../platform/free-port';
import { canReachRedis, type Redis } from '../platform/redis';

/** The machine's Redis (and CI's); every test works under a key prefix of its own. */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** Deletes every Redis key of a prefix (what BullMQ and the app left behind). */
export async function deleteRedisKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
}

/** A redis-server of a test's own (AOF on), which the test may stop and start again to play an outage. */
export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGTERM: it writes its AOF and exits); clients see connection refused until start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data folder (data kept through the AOF); resolves once it answers. */
  start(): Promise<void>;
  /** Stops it for good and deletes its data folder. */
  destroy(): Promise<void>;
}

/** Starts a private redis-server on a free port of 127.0.0.1 with its data in a temporary folder. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'fcs-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return;
    child = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--appendonly', 'yes', '--save', ''],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (await canReachRedis(url, 300)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`private redis-server on ${port} did not answer`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
      running.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url,
    stop,
    start,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
