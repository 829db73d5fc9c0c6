import type { Redis } from '../platform/redis';

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
