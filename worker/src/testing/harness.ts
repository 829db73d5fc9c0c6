import { randomBytes } from 'node:crypto';
import type { Db } from '@fcs/core/platform/db';
import { createLogger } from '@fcs/core/platform/logger';
import { createRedis } from '@fcs/core/platform/redis';
import { deleteRedisKeys, TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { startRunWorker, type RunWorker, type RunWorkerOptions } from '../engine/run-worker';
import { createOpenAiLlm } from '../llm/openai-llm';
import { WORKFLOW_DEFINITIONS } from '../workflows/registry';

/** A private Redis prefix for one test file. */
export function testPrefix(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

/** An in-process run worker talking to the stand-in model at llmUrl. */
export function startWorker(
  db: Db,
  prefix: string,
  llmUrl: string,
  options: Partial<RunWorkerOptions> & { timeoutMs?: number } = {},
): Promise<RunWorker> {
  return startRunWorker({
    redisUrl: TEST_REDIS_URL,
    prefix,
    db,
    llm: createOpenAiLlm({
      apiKey: 'test-key',
      baseURL: llmUrl,
      model: 'fake-model',
      timeoutMs: options.timeoutMs ?? 5000,
    }),
    logger: createLogger({ level: 'silent' }),
    workflows: WORKFLOW_DEFINITIONS,
    concurrency: 4,
    lockDurationMs: 2000,
    stalledIntervalMs: 1000,
    shutdownGraceMs: 200,
    ...options,
  });
}

/** Deletes every Redis key of a prefix. */
export async function dropPrefix(prefix: string): Promise<void> {
  const redis = createRedis(TEST_REDIS_URL);
  await deleteRedisKeys(redis, prefix);
  await redis.quit();
}

/** Polls until the condition holds (or fails the test after timeoutMs). */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  what: string,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
