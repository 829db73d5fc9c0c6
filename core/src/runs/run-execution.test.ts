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

/** A run queued as the api queues it: the row, and the log opened for its execution. */
async function queueRun(repo: ReturnType<typeof runsRepository>, log: RunEventLog, ownerUid: string) {
  const execId = randomUUID();
  const run = await repo.insert({
    id: randomUUID(),
    ownerUid,
    type: 'ai_impact',
    label: 'Equity Research Analyst',
    input: {},
    steps: AI_IMPACT_STEPS.map(pendingStep),
    execId,
  });
  await log.open(run.id, execId, 0, QUEUED);
  return { run, execId };
}

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

  const queued = async () => {
    const { run, execId } = await queueRun(repo, log, 'alice');
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

  it('when the run has no row (its unflushed insert lost to a Postgres crash), then its start fails it in the log for its followers', async () => {
    const runId = randomUUID();
    const execId = randomUUID();
    await log.open(runId, execId, 0, QUEUED);
    expect(await exec.begin(runId, execId, 'openai', 'Start it again.')).toBeNull();
    const failed = [
      { seq: 1, type: 'run.queued' },
      { seq: 2, type: 'run.started', attempt: 1 },
      { seq: 3, type: 'run.failed', error: 'Start it again.', stepId: null },
    ];
    expect(await log.read(runId, 0)).toMatchObject(failed);
    expect(await redis.ttl(`${prefix}:run:${runId}:events`)).toBeGreaterThan(0);
    // The execution is closed: the job taken again (BullMQ's retry) starts nothing and logs nothing more.
    expect(await exec.begin(runId, execId, 'openai')).toBeNull();
    expect(await log.read(runId, 0)).toHaveLength(failed.length);
  });

  it('when the execution was cancelled or retried, then nothing starts', async () => {
    const { runId } = await queued();
    expect(await exec.begin(runId, randomUUID(), 'openai')).toBeNull();
    expect((await repo.find(runId))?.status).toBe('queued');
  });
});

describe('completing steps and runs', () => {
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

  type Begun = { run: StoredRun; fence: Fence; writer: RunLogWriter };
  /** A run queued and begun by `exec`, with its writer. */
  const begin = async (exec: RunExecution): Promise<Begun> => {
    const { run, execId } = await queueRun(repo, log, 'ivan');
    const begun = (await exec.begin(run.id, execId, 'openai'))!;
    return { ...begun, writer: exec.writer(run.id, begun.fence, {}) };
  };

  it('when a quick last step starts and completes and the run ends in one tick, then its start, its completion, the result and run.completed go in one append (one message)', async () => {
    const exec = createRunExecution({ db, log });
    const r = await begin(exec);
    const messages: string[] = [];
    const sub = redis.duplicate();
    sub.on('message', (_channel: string, message: string) => messages.push(message));
    await sub.subscribe(log.channel(r.run.id));
    const last = AI_IMPACT_STEPS.at(-1)!.id;
    // As the engine runs a quick last step (no model call): it starts and completes and the run ends, no I/O between.
    void r.writer.push({ type: 'step.started', stepId: last, attempt: r.fence.attempt });
    const steps = exec.completeStep(r.run.id, r.writer, r.fence, r.run.steps, {
      type: 'step.completed',
      stepId: last,
      attempt: r.fence.attempt,
      durationMs: 1,
      output: null,
      narration: 'done',
      streamedText: null,
    })!;
    expect(await exec.complete(r.run.id, r.fence, steps, { score: 1 }, r.writer)).toBe(true);
    await exec.release(r.run.id, r.fence);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sub.quit();
    expect(messages.map((m) => (JSON.parse(m) as { type: string }[]).map((e) => e.type))).toEqual([
      ['step.started', 'step.completed', 'result', 'run.completed'],
    ]);
    const row = await repo.find(r.run.id);
    expect(row).toMatchObject({ status: 'completed', result: { score: 1 } });
    expect(row!.lastSeq).toBe((await log.read(r.run.id, 0)).at(-1)!.seq);
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
    const runs: Begun[] = [];
    for (let i = 0; i < 4; i++) runs.push(await begin(exec));
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
