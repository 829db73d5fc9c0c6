import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingStep } from '@fcs/shared/runs';
import { AI_IMPACT_STEPS } from '@fcs/shared/workflows/ai-impact';
import { createRedis, type Redis } from '../platform/redis';
import { createTestDb } from '../testing/db';
import { deleteRedisKeys, TEST_REDIS_URL } from '../testing/redis';
import { createRunEventLog, type RunEventLog } from './run-events';
import { createRunExecution, type RunExecution } from './run-execution';
import { runsRepository } from './runs.repository';

const QUEUED = { type: 'run.queued' as const, workflow: 'ai_impact' as const, steps: [], retry: false };

describe('starting an attempt of a run (the row and the log count it side by side)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let redis: Redis;
  let log: RunEventLog;
  let exec: RunExecution;
  let repo: ReturnType<typeof runsRepository>;
  const prefix = `t${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    db = await createTestDb('postgres');
    redis = createRedis(TEST_REDIS_URL);
    log = createRunEventLog(redis, prefix);
    exec = createRunExecution({ db, log });
    repo = runsRepository(db);
  });
  afterAll(async () => {
    await deleteRedisKeys(redis, prefix);
    await redis.quit();
    await db.drop();
  });

  /** A run queued as the api queues it: the row, and the log opened for its execution. */
  const queued = async () => {
    const execId = randomUUID();
    const run = await repo.insert({
      id: randomUUID(),
      ownerUid: 'alice',
      type: 'ai_impact',
      label: 'Equity Research Analyst',
      input: {},
      steps: AI_IMPACT_STEPS.map(pendingStep),
      execId,
    });
    await log.open(run.id, execId, 0, QUEUED);
    return { runId: run.id, execId };
  };
  const startedAttempts = async (runId: string) =>
    (await log.read(runId, 0)).flatMap((e) => (e.type === 'run.started' ? [e.attempt] : []));

  it('when a run is started twice, then each start is the next attempt in the row and the log, and the first is fenced out', async () => {
    const { runId, execId } = await queued();
    const first = await exec.begin(runId, execId, 'openai');
    expect(first?.fence).toEqual({ execId, attempt: 1 });
    expect(first?.run).toMatchObject({ status: 'running', attempt: 1 });
    const second = await exec.begin(runId, execId, 'openai');
    expect(second?.fence).toEqual({ execId, attempt: 2 });
    expect((await repo.find(runId))?.attempt).toBe(2);
    expect(await startedAttempts(runId)).toEqual([1, 2]);
    expect(await log.append(runId, first!.fence, { type: 'run.completed' })).toBeNull();
    expect(await log.append(runId, second!.fence, { type: 'run.completed' })).not.toBeNull();
  });

  it('when the row counted attempts the log did not (a worker died between the two), then the row decides the attempt', async () => {
    const { runId, execId } = await queued();
    await repo.markStarted(runId, execId, 'openai');
    await repo.markStarted(runId, execId, 'openai');
    const begun = await exec.begin(runId, execId, 'openai');
    expect(begun?.fence).toEqual({ execId, attempt: 3 });
    // The log counted 1 first; the run is then claimed again for the row's attempt.
    expect(await startedAttempts(runId)).toEqual([1, 3]);
    expect(await log.append(runId, { execId, attempt: 1 }, { type: 'run.completed' })).toBeNull();
    expect(await log.append(runId, begun!.fence, { type: 'run.completed' })).not.toBeNull();
  });

  it('when the log counted attempts the row did not, then the row is raised to the log\u2019s count', async () => {
    const { runId, execId } = await queued();
    await log.claimNext(runId, execId, { type: 'run.started', engine: 'openai' });
    await log.claimNext(runId, execId, { type: 'run.started', engine: 'openai' });
    const begun = await exec.begin(runId, execId, 'openai');
    expect(begun?.fence).toEqual({ execId, attempt: 3 });
    expect((await repo.find(runId))?.attempt).toBe(3);
    expect(await log.append(runId, begun!.fence, { type: 'run.completed' })).not.toBeNull();
  });

  it("when Redis lost the run's keys, then the run is claimed with the stored attempt and seq", async () => {
    const { runId, execId } = await queued();
    await repo.saveSteps(runId, { execId, attempt: 0 }, AI_IMPACT_STEPS.map(pendingStep), 7);
    await redis.del(`${prefix}:run:${runId}:meta`, `${prefix}:run:${runId}:events`);
    const begun = await exec.begin(runId, execId, 'openai');
    expect(begun?.fence).toEqual({ execId, attempt: 1 });
    expect(await log.read(runId, 0)).toMatchObject([{ seq: 8, type: 'run.started', attempt: 1 }]);
  });

  it('when the execution was cancelled or retried, then nothing starts', async () => {
    const { runId } = await queued();
    expect(await exec.begin(runId, randomUUID(), 'openai')).toBeNull();
    expect((await repo.find(runId))?.status).toBe('queued');
  });
});
