import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_JOB_INPUT_MAX_CHARS, type RunJobPayload } from '@fcs/shared/workflows/jobs';
import { createLogger } from '@fcs/core/platform/logger';
import type { RunQueue } from '@fcs/core/platform/queues';
import { createRedis } from '@fcs/core/platform/redis';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { runsRepository } from '@fcs/core/runs/runs.repository';
import { createTestDb } from '@fcs/core/testing/db';
import { deleteRedisKeys, TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { startRun } from './start-run';
import type { RunsContext } from './runs-context';

describe('starting a run', () => {
  const prefix = `sr${randomBytes(4).toString('hex')}`;
  const redis = createRedis(TEST_REDIS_URL);
  const log = createRunEventLog(redis, prefix);
  const enqueued: RunJobPayload[] = [];
  const queue = { enqueue: async (job: RunJobPayload) => void enqueued.push(job) } as unknown as RunQueue;
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let ctx: RunsContext;

  beforeAll(async () => {
    db = await createTestDb('pglite');
    ctx = { db, log, queue, logger: createLogger({ level: 'silent' }) };
  });
  afterAll(async () => {
    await deleteRedisKeys(redis, prefix);
    await redis.quit();
    await db.drop();
  });

  const input = {
    jobId: 'equity_research_analyst',
    role: {
      title: 'Equity Research Analyst',
      description: 'Covers listed companies.',
      skills: ['Financial modelling'],
      interests: ['Markets'],
      experienceLevels: ['Graduate'],
      personalityTraits: ['Curious'],
      fromCatalogue: true,
    },
  };

  it('when it starts, then the row, the opened log (run.queued) and the job are all there before it answers', async () => {
    const { runId } = await startRun(ctx, { ownerUid: 'una', type: 'ai_impact', input, label: 'Equity' });
    const row = await runsRepository(db).find(runId);
    expect(row).toMatchObject({ status: 'queued', lastSeq: 0 });
    expect((await log.read(runId, 0)).map((e) => [e.seq, e.type])).toEqual([[1, 'run.queued']]);
    expect(enqueued.at(-1)).toMatchObject({ runId, execId: row!.execId, type: 'ai_impact' });
    // The stored input rides along as the worker's hint (its first model call sent while it starts the run).
    expect(enqueued.at(-1)!.input).toEqual(row!.input);
  });

  it('when its input is larger than a run job carries (RUN_JOB_INPUT_MAX_CHARS), then the job names the run without the hint', async () => {
    const skills = Array.from({ length: 10 }, (_, i) => `${i} ${'x'.repeat(RUN_JOB_INPUT_MAX_CHARS / 10)}`);
    const large = { ...input, role: { ...input.role, skills } };
    const { runId } = await startRun(ctx, { ownerUid: 'una', type: 'ai_impact', input: large, label: 'Equity' });
    expect(enqueued.at(-1)).toMatchObject({ runId, type: 'ai_impact' });
    expect(enqueued.at(-1)).not.toHaveProperty('input');
  });

  it('when its row cannot be written, then the error is thrown as is, nothing is enqueued, and the log opened alongside expires', async () => {
    const before = enqueued.length;
    const refused = new Error('unique index says no');
    let runId = '';
    await expect(
      startRun(ctx, {
        ownerUid: 'una',
        type: 'ai_impact',
        input,
        label: 'Equity',
        alongside: async (_tx, id) => {
          runId = id;
          throw refused;
        },
      }),
    ).rejects.toBe(refused);
    expect(enqueued).toHaveLength(before);
    expect(await runsRepository(db).find(runId)).toBeNull();
    // The open ran alongside the insert; once it has landed its keys get a short expiry instead of staying forever.
    const meta = `${prefix}:run:${runId}:meta`;
    const started = Date.now();
    while ((await redis.ttl(meta)) < 0 && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 10));
    expect(await redis.ttl(meta)).toBeGreaterThan(0);
    expect(await redis.ttl(meta)).toBeLessThanOrEqual(60);
  });
});
