import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_SECONDS } from '@fcs/shared/accounts';
import { createRedis } from '@fcs/core/platform/redis';
import { deleteRedisKeys, TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { createLoginThrottle } from './login-throttle';

describe('login throttle (real Redis, a clock of the test)', () => {
  const redis = createRedis(TEST_REDIS_URL);
  const prefix = `t${randomBytes(4).toString('hex')}`;
  let now = 1_700_000_000_000;
  const throttle = createLoginThrottle({ redis, prefix, baseDelaySeconds: 5, now: () => now });
  afterAll(async () => {
    await deleteRedisKeys(redis, prefix);
    await redis.quit();
  });

  it('when failures pile up, then the free ones pass and each further attempt waits twice as long, up to the cap', async () => {
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) expect(await throttle.attempt('a@example.test', '192.0.2.1')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = await throttle.attempt('a@example.test', '192.0.2.1');
      waits.push(wait);
      now += wait; // the attacker waits exactly as long as told, then tries (and fails) again
      expect(await throttle.attempt('a@example.test', '192.0.2.1')).toBe(0);
    }
    expect(waits.slice(0, 5)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
    expect(Math.max(...waits)).toBe(LOGIN_MAX_DELAY_SECONDS * 1000);
    // Another address, and the same address for another e-mail, are not slowed.
    expect(await throttle.attempt('a@example.test', '192.0.2.2')).toBe(0);
    expect(await throttle.attempt('b@example.test', '192.0.2.1')).toBe(0);
  });

  it('when a sign-in succeeds, then the failures of that e-mail and address are forgotten', async () => {
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) await throttle.attempt('c@example.test', '192.0.2.1');
    expect(await throttle.attempt('c@example.test', '192.0.2.1')).toBeGreaterThan(0);
    await throttle.succeeded('C@example.test', '192.0.2.1');
    expect(await throttle.attempt('c@example.test', '192.0.2.1')).toBe(0);
  });
});
