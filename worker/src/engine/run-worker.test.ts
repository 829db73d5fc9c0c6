import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, type Worker } from 'bullmq';
import type { Db } from '@fcs/core/platform/db';
import { createLogger } from '@fcs/core/platform/logger';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { runJobId } from '@fcs/core/platform/queues';
import { createTestDb } from '@fcs/core/testing/db';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { RUN_JOB, RUNS_QUEUE } from '@fcs/shared/workflows/jobs';
import { dropPrefix, testPrefix, waitFor } from '../testing/harness';
import { OFFLINE_CONTENT } from '../llm/create-llm';
import { createOfflineLlm } from '../llm/offline/offline-llm';
import { WORKFLOW_DEFINITIONS } from '../workflows/registry';
import { startRunWorker, type RunWorker } from './run-worker';

const BURST = 30;
const FETCHERS = 4;

describe('run worker under a burst of jobs', () => {
  const prefix = testPrefix();
  let db: Db & { drop(): Promise<void> };
  let redis: Redis;
  let queue: Queue;
  let worker: RunWorker;
  /** Jobs the worker has taken so far (its `active` events). */
  let taken = 0;
  /** Jobs taken by each of the process's BullMQ workers (its fetchers). */
  const takenBy = new Map<Worker, number>();
  /** For each run start (the row marked running), how many jobs the worker had taken by then. */
  const startedWhenTaken: number[] = [];

  beforeAll(async () => {
    const inner = await createTestDb('pglite');
    db = {
      ...inner,
      query: (sql, params) => {
        if (sql.includes("SET status = 'running'")) startedWhenTaken.push(taken);
        return inner.query(sql, params);
      },
    };
    redis = createRedis(TEST_REDIS_URL);
    queue = new Queue(RUNS_QUEUE, { connection: redis, prefix });
    worker = await startRunWorker({
      redisUrl: TEST_REDIS_URL,
      prefix,
      db,
      llm: createOfflineLlm({ content: OFFLINE_CONTENT, wordDelayMs: 0 }),
      logger: createLogger({ level: 'silent' }),
      workflows: WORKFLOW_DEFINITIONS,
      concurrency: BURST,
      fetchers: FETCHERS,
    });
    for (const w of worker.workers)
      w.on('active', () => {
        taken++;
        takenBy.set(w, (takenBy.get(w) ?? 0) + 1);
      });
  });
  afterAll(async () => {
    await worker?.close();
    await queue?.close();
    await redis?.quit();
    await db?.drop();
    await dropPrefix(prefix);
  });

  it('when many jobs are waiting at once, then each run starts as soon as its job is taken (not once the worker has taken them all), and once', async () => {
    // The jobs wait in the paused queue and become waiting all at once: the worker takes them one after another.
    // Their runs do not exist (each start finds no row and stops): what counts is when each start happens.
    await queue.pause();
    for (let i = 0; i < BURST; i++) {
      const data = { v: 1 as const, runId: randomUUID(), type: 'ai_impact' as const, execId: randomUUID() };
      await queue.add(RUN_JOB.name, data, { jobId: runJobId(data.runId, data.execId) });
    }
    await queue.resume();
    await waitFor(async () => (await queue.getCompletedCount()) === BURST, 'every job completed');

    // BullMQ calls the processor of a job only once it has taken every waiting one (before: the first run started
    // at once, the other 29 once all 30 jobs were taken); each run starts when its job is taken.
    expect(startedWhenTaken.filter((takenBy, i) => takenBy > i + 1)).toEqual([]);
    // The processor joined the execution begun then instead of starting another.
    expect(startedWhenTaken).toHaveLength(BURST);
    // Several of the process's BullMQ workers took jobs of the one burst (each take wakes another that waits), each
    // within its share of the concurrency.
    expect(worker.workers).toHaveLength(FETCHERS);
    expect(takenBy.size).toBeGreaterThan(1);
    expect([...takenBy.values()].reduce((a, b) => a + b, 0)).toBe(BURST);
  });
});
