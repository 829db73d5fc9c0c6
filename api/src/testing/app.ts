import { randomBytes } from 'node:crypto';
import { createApp, type ApiApp } from '../app';
import { createLocalTokens } from '../platform/auth';
import { loadApiConfig, type ApiConfig } from '../platform/config';
import type { Db } from '@fcs/core/platform/db';
import { createLogger } from '@fcs/core/platform/logger';
import { createRequestRedis, waitUntilReady, type Redis } from '@fcs/core/platform/redis';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';

export interface TestApi extends ApiApp {
  url: string;
  config: ApiConfig;
  redis: Redis;
  tokens: ReturnType<typeof createLocalTokens>;
  /** A bearer header for a user id (built-in tokens). */
  authHeader(uid: string, email?: string): Promise<Record<string, string>>;
  /** Starts an AI impact run for the user (answer 202 expected) and gives its run id. */
  startRun(uid: string, jobId?: string): Promise<string>;
  stop(): Promise<void>;
}

/** The real app on a random port of 127.0.0.1, with its own Redis key prefix and the given database. */
export async function startTestApi(db: Db, env: Record<string, string> = {}): Promise<TestApi> {
  const config = loadApiConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `t${randomBytes(4).toString('hex')}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: `.data/test-${randomBytes(4).toString('hex')}`,
    ...env,
  });
  const logger = createLogger({ level: config.LOG_LEVEL });
  const redis = createRequestRedis(config.REDIS_URL);
  redis.on('error', () => undefined); // requests surface it (503)
  await waitUntilReady(redis);
  const tokens = createLocalTokens(config.AUTH_SECRET!, config.ACCESS_TOKEN_TTL_SECONDS);
  const api = createApp({ config, logger, db, redis, auth: tokens });
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const authHeader = async (uid: string, email = `${uid}@example.test`) => ({
    authorization: `Bearer ${(await tokens.issue({ uid, email })).token}`,
  });
  return {
    ...api,
    url,
    config,
    redis,
    tokens,
    authHeader,
    startRun: async (uid, jobId = 'equity_research_analyst') => {
      const res = await fetch(`${url}/api/ai-jobs/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await authHeader(uid)) },
        body: JSON.stringify({ jobId }),
      });
      if (res.status !== 202) throw new Error(`Starting a run answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { runId: string }).runId;
    },
    stop: async () => {
      await api.close();
      api.server.closeAllConnections();
      await new Promise<void>((resolve) => api.server.close(() => resolve()));
      await redis.quit();
    },
  };
}
