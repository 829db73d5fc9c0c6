import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@fcs/core/platform/free-port';
import { createLogger } from '@fcs/core/platform/logger';
import { createRequestRedis, waitUntilReady, type Redis } from '@fcs/core/platform/redis';
import { createTestDb } from '@fcs/core/testing/db';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { loadApiConfig } from './platform/config';
import { isWarmUpRequest, WARM_UP_HEADER } from './platform/warm-up';
import { startApi } from './start-api';

describe('api start-up', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let redis: Redis;
  beforeAll(async () => {
    db = await createTestDb('pglite');
    redis = createRequestRedis(TEST_REDIS_URL);
    await waitUntilReady(redis);
  });
  afterAll(async () => {
    await redis.quit();
    await db.drop();
  });

  it('when the api starts, then /readyz answers 503 until it has warmed itself up with requests that change nothing, then 200', async () => {
    const port = await freePort();
    const lines: { msg?: string; answers?: Record<string, number>; requests?: number }[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const config = loadApiConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `t${randomBytes(4).toString('hex')}`,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: `.data/test-${randomBytes(4).toString('hex')}`,
      WARM_UP_REQUESTS: '60',
    });
    const starting = startApi({ config, logger: createLogger({ level: 'info', destination }), db, redis });
    let started = false;
    void starting.then(() => (started = true));

    // Asked while it warms up: alive, not ready.
    const whileWarming: number[] = [];
    while (!started) {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (res && !started) whileWarming.push(res.status);
      await new Promise((r) => setTimeout(r, 5));
    }
    const api = await starting;
    try {
      expect(whileWarming.length).toBeGreaterThan(0);
      expect(new Set(whileWarming)).toEqual(new Set([503]));
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200);

      const warmed = lines.find((l) => l.msg === 'api warmed up');
      expect(warmed?.requests).toBe(60);
      // Run lookups and lists for an identity that owns nothing, and the health check: no failure, nothing written.
      expect(warmed?.answers).toEqual({ '200': 40, '404': 20 });
      expect(await db.query('SELECT id FROM runs')).toEqual([]);
      // The request log leaves them out; the same header from outside the loopback would not be (isWarmUpRequest).
      expect(lines.filter((l) => l.msg === 'request completed')).toEqual([]);
    } finally {
      await api.stop();
    }
  });

  it('when a request carries the warm-up header, then only one from the loopback counts as the api warming itself up', () => {
    const request = (remoteAddress: string, value = '1') => ({
      headers: { [WARM_UP_HEADER]: value },
      socket: { remoteAddress },
    });
    expect(isWarmUpRequest(request('127.0.0.1'))).toBe(true);
    expect(isWarmUpRequest(request('::ffff:127.0.0.1'))).toBe(true);
    expect(isWarmUpRequest(request('203.0.113.7'))).toBe(false);
    expect(isWarmUpRequest(request('10.0.0.5'))).toBe(false);
    expect(isWarmUpRequest(request('127.0.0.1', 'yes'))).toBe(false);
    expect(isWarmUpRequest({ headers: {}, socket: { remoteAddress: '127.0.0.1' } })).toBe(false);
  });
});
