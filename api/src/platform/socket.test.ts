import { once } from 'node:events';
import { createServer } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@fcs/core/platform/logger';
import { createRequestRedis, waitUntilReady, type Redis } from '@fcs/core/platform/redis';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { createLocalTokens } from './auth';
import { attachSocket } from './socket';

describe('the Socket.IO adapter connections', () => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function attach() {
    const redis = createRequestRedis(TEST_REDIS_URL);
    await waitUntilReady(redis);
    cleanups.push(() => redis.quit());
    const made: Redis[] = [];
    const duplicate = redis.duplicate.bind(redis);
    vi.spyOn(redis, 'duplicate').mockImplementation((options) => {
      const client = duplicate(options);
      made.push(client);
      return client;
    });
    const socket = attachSocket(createServer(), {
      auth: createLocalTokens('x'.repeat(64), 60),
      redis,
      prefix: `tsock${Date.now()}`,
      logger: createLogger({ level: 'silent' }),
    });
    const [pub, sub] = made;
    return { socket, pub: pub!, sub: sub! };
  }

  function collectUnhandled() {
    const seen: unknown[] = [];
    const onUnhandled = (reason: unknown) => seen.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanups.push(() => process.off('unhandledRejection', onUnhandled));
    return seen;
  }

  it('when the api closes while the subscriber is still in its handshake, then nothing is left unanswered and both connections end', async () => {
    const unhandled = collectUnhandled();
    const { socket, pub, sub } = await attach();
    // The TCP connection is up, the ready check is not done: what the adapter subscribed is still queued.
    await once(sub, 'connect');
    expect(sub.status).toBe('connect');
    await socket.close();
    await delay(200);
    expect(unhandled.map((r) => (r instanceof Error ? r.message : String(r)))).toEqual([]);
    expect([pub.status, sub.status]).toEqual(['end', 'end']);
  });

  it('when the api closes long after start, then both connections quit', async () => {
    const { socket, pub, sub } = await attach();
    await Promise.all([waitUntilReady(pub), waitUntilReady(sub)]);
    await socket.close();
    await vi.waitFor(() => expect([pub.status, sub.status]).toEqual(['end', 'end']));
  });
});
