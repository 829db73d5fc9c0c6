import { afterAll, beforeAll, expect } from 'vitest';
import { createRedis } from '@fcs/core/platform/redis';
import { deleteRedisKeys, TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { startTestApi, type TestApi } from './app';
import { createTestDb, type TestDbKind } from '@fcs/core/testing/db';

export type TestDb = Awaited<ReturnType<typeof createTestDb>>;

/** The app and database of one describe block, readable once its beforeAll has run. */
export interface TestApiHandle {
  readonly api: TestApi;
  readonly db: TestDb;
}

/**
 * Registers the hooks of a describe block that talks to the real app: beforeAll makes a fresh database of
 * `kind` and starts the app on it with `env`; afterAll stops the app (then, with `clearRedisKeys`, deletes the
 * Redis keys of its prefix) and drops the database. Hooks the block registers after this call run after the
 * start and before the stop.
 */
export function useTestApi(
  kind: TestDbKind,
  env: Record<string, string> = {},
  options: { clearRedisKeys?: boolean } = {},
): TestApiHandle {
  let db: TestDb | undefined;
  let api: TestApi | undefined;
  beforeAll(async () => {
    db = await createTestDb(kind);
    api = await startTestApi(db, env);
  });
  afterAll(async () => {
    await api?.stop();
    if (api && options.clearRedisKeys) {
      const redis = createRedis(TEST_REDIS_URL);
      await deleteRedisKeys(redis, api.config.REDIS_PREFIX);
      await redis.quit();
    }
    await db?.drop();
  });
  return {
    get api() {
      if (!api) throw new Error('useTestApi: the app is read before beforeAll started it');
      return api;
    },
    get db() {
      if (!db) throw new Error('useTestApi: the database is read before beforeAll made it');
      return db;
    },
  };
}

/**
 * Creates the profile of `uid` through the api (GET /api/profile), then gives it a plan and optional matches
 * straight in the database (how a paid plan is set is billing's business). Returns the user's auth header.
 */
export async function createUserWithPlan(
  api: TestApi,
  db: TestDb,
  uid: string,
  plan: { tier: string; status: string; max: number; matches?: string[] },
): Promise<Record<string, string>> {
  const auth = await api.authHeader(uid);
  expect((await fetch(`${api.url}/api/profile`, { headers: auth })).status).toBe(200);
  const matched = (plan.matches ?? []).map((job_id, i) => ({ job_id, title: job_id, match: 90 - i }));
  await db.query(
    'UPDATE users SET subscription_tier = $2, subscription_status = $3, max_simulations = $4, matched_jobs = $5::jsonb WHERE uid = $1',
    [uid, plan.tier, plan.status, plan.max, JSON.stringify(matched)],
  );
  return auth;
}
