import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingStep } from '@fcs/shared/runs';
import { AI_IMPACT_STEPS } from '@fcs/shared/workflows/ai-impact';
import { createRedis, type Redis } from '../platform/redis';
import { createTestDb } from '../testing/db';
import { deleteRedisKeys, TEST_REDIS_URL } from '../testing/redis';
import { createRunEventLog, type RunEventLog } from './run-events';
import { createRunExecution, type Fence, type RunExecution, type RunLogWriter } from './run-execution';
import { runsRepository, type StoredRun } from './runs.repository';

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

describe("the rows of many runs' executions (checkpoints and ends go many runs to a statement)", () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let redis: Redis;
  let log: RunEventLog;
  let repo: ReturnType<typeof runsRepository>;
  const prefix = `t${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    db = await createTestDb('postgres');
    redis = createRedis(TEST_REDIS_URL);
    log = createRunEventLog(redis, prefix);
    repo = runsRepository(db);
  });
  afterAll(async () => {
    await deleteRedisKeys(redis, prefix);
    await redis.quit();
    await db.drop();
  });

  it('when runs complete steps while a checkpoint is being written, then theirs go as one statement and each row gets its own steps and end', async () => {
    // The database holds the first checkpoint statement until the test lets it go; every statement is recorded.
    const statements: string[] = [];
    let hold: (() => void) | null = null;
    let held: Promise<void> | null = null;
    const gated = {
      ...db,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const kind = sql.trim().split(/\s+/).slice(0, 6).join(' ');
        statements.push(kind);
        if (kind.startsWith('UPDATE runs AS r SET steps') && !held)
          await (held = new Promise<void>((resolve) => (hold = resolve)));
        return db.query<T>(sql, params);
      },
    };
    const exec = createRunExecution({ db: gated, log });
    const runs: { run: StoredRun; fence: Fence; writer: RunLogWriter }[] = [];
    for (let i = 0; i < 4; i++) {
      const execId = randomUUID();
      const run = await repo.insert({
        id: randomUUID(),
        ownerUid: 'ivan',
        type: 'ai_impact',
        label: 'Equity Research Analyst',
        input: {},
        steps: AI_IMPACT_STEPS.map(pendingStep),
        execId,
      });
      await log.open(run.id, execId, 0, QUEUED);
      const begun = (await exec.begin(run.id, execId, 'openai'))!;
      runs.push({ ...begun, writer: exec.writer(run.id, begun.fence, {}) });
    }
    const complete = (r: (typeof runs)[number], stepId: string) => {
      const steps = r.run.steps.map((s) =>
        s.id === stepId ? { ...s, status: 'completed' as const, output: { of: r.run.id } } : s,
      );
      const event = {
        type: 'step.completed' as const,
        stepId,
        attempt: r.fence.attempt,
        durationMs: 1,
        output: { of: r.run.id },
        narration: 'done',
        streamedText: null,
      };
      return exec.completeStep(r.run.id, r.writer, r.fence, steps, event)!;
    };
    const first = AI_IMPACT_STEPS[0]!.id;
    complete(runs[0]!, first);
    await runs[0]!.writer.flush();
    while (!held) await new Promise((resolve) => setImmediate(resolve));
    // The first run's checkpoint is in flight: the other three complete theirs meanwhile.
    const finals = runs.slice(1).map((r) => complete(r, first));
    await Promise.all(runs.slice(1).map((r) => r.writer.flush()));
    hold!();
    const ended = await Promise.all(
      runs.map((r, i) => exec.complete(r.run.id, r.fence, i === 0 ? r.run.steps : finals[i - 1]!, { n: i }, r.writer)),
    );
    expect(ended).toEqual([true, true, true, true]);

    const count = (prefix: string) => statements.filter((s) => s.startsWith(prefix)).length;
    // The first run's checkpoint alone, then the three that waited for it together.
    expect(count('UPDATE runs AS r SET steps')).toBe(2);
    for (const [i, r] of runs.entries()) {
      const row = await repo.find(r.run.id);
      expect(row).toMatchObject({ status: 'completed', result: { n: i } });
      if (i > 0) expect(row!.steps.find((s) => s.id === first)).toMatchObject({ output: { of: r.run.id } });
    }
  });
});
