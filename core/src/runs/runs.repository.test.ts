import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingStep } from '@fcs/shared/runs';
import { AI_IMPACT_STEPS } from '@fcs/shared/workflows/ai-impact';
import { createTestDb, TEST_DB_KINDS } from '../testing/db';
import { runsRepository } from './runs.repository';

describe.each(TEST_DB_KINDS)('runs repository on %s', (kind) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let repo: ReturnType<typeof runsRepository>;
  beforeAll(async () => {
    db = await createTestDb(kind);
    repo = runsRepository(db);
  });
  afterAll(async () => db.drop());

  const steps = AI_IMPACT_STEPS.map(pendingStep);
  const newRun = (ownerUid: string, execId = randomUUID()) =>
    repo.insert({
      id: randomUUID(),
      ownerUid,
      type: 'ai_impact',
      label: 'Equity Research Analyst',
      input: { a: 1 },
      steps,
      execId,
    });

  it('when a run is stored, then its owner reads it back and anyone else finds nothing', async () => {
    const run = await newRun('alice');
    expect(run).toMatchObject({
      ownerUid: 'alice',
      status: 'queued',
      attempt: 0,
      lastSeq: 0,
      input: { a: 1 },
      result: null,
      engine: null,
    });
    expect(run.steps).toHaveLength(5);
    expect((await repo.findForOwner(run.id, 'alice'))?.id).toBe(run.id);
    expect(await repo.findForOwner(run.id, 'bob')).toBeNull();
  });

  it('when a run is stored without waiting for the flush, then it reads back the same, and the connection still waits for the next commits', async () => {
    const id = randomUUID();
    const run = { id, ownerUid: 'alice', type: 'ai_impact' as const, label: 'Analyst', input: { a: 1 }, steps };
    const stored = await repo.insert({ ...run, execId: 'e1' }, { flushed: false });
    expect(stored).toMatchObject({ ...run, status: 'queued', attempt: 0, lastSeq: 0, execId: 'e1' });
    expect(await repo.find(id)).toEqual(stored);
    // Only the insert's own transaction skips the wait (the pool hands the same idle connection back).
    const [setting] = await db.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
    expect(setting?.synchronous_commit).toBe('on');
  });

  it('when an execution starts, then the attempt counts up; a stale execution id or an earlier attempt is refused everywhere', async () => {
    const execId = randomUUID();
    const run = await newRun('alice', execId);
    expect(await repo.markStarted(run.id, 'stale-exec-id', 'openai')).toBeNull();
    const started = await repo.markStarted(run.id, execId, 'openai');
    expect(started).toMatchObject({ status: 'running', attempt: 1, engine: 'openai' });
    expect((await repo.markStarted(run.id, execId, 'openai'))?.attempt).toBe(2);
    const checkpoint = steps.map((s, i) =>
      i === 0 ? { ...s, status: 'completed' as const, output: { done: true } } : s,
    );
    expect(await repo.saveSteps(run.id, { execId: 'stale-exec-id', attempt: 2 }, checkpoint, 5)).toBe(false);
    expect(await repo.saveSteps(run.id, { execId, attempt: 1 }, checkpoint, 5)).toBe(false);
    expect(await repo.saveSteps(run.id, { execId, attempt: 2 }, checkpoint, 5)).toBe(true);
    const saved = await repo.find(run.id);
    expect(saved?.steps[0]).toMatchObject({ status: 'completed', output: { done: true } });
    expect(saved?.lastSeq).toBe(5);
    await repo.setLastSeq(run.id, 3);
    expect((await repo.find(run.id))?.lastSeq).toBe(5);
    // Another attempt takes the run over (the sweeper failing it): attempt 2's writes are refused from then on.
    expect((await repo.takeOver(run.id, execId))?.attempt).toBe(3);
    expect(
      await repo.finish(
        run.id,
        { execId, attempt: 2 },
        { status: 'completed', steps, result: {}, error: null, lastSeq: 6 },
      ),
    ).toBe(false);
    expect(
      await repo.finish(
        run.id,
        { execId, attempt: 3 },
        { status: 'failed', steps, result: null, error: 'x', lastSeq: 6 },
      ),
    ).toBe(true);
    expect(await repo.takeOver(run.id, execId)).toBeNull();
  });

  it('when a run fails and its owner retries it, then it is queued again under a new execution; a finished run is not', async () => {
    const execId = randomUUID();
    const run = await newRun('carol', execId);
    await repo.markStarted(run.id, execId, 'offline');
    expect(
      await repo.finish(run.id, execId, {
        status: 'failed',
        steps,
        result: null,
        error: 'Workflow execution failed',
        lastSeq: 9,
      }),
    ).toBe(true);
    expect(
      await repo.finish(run.id, execId, { status: 'completed', steps, result: { x: 1 }, error: null, lastSeq: 10 }),
    ).toBe(false);
    expect(await repo.requeue(run.id, 'mallory', randomUUID(), steps)).toBeNull();
    const next = randomUUID();
    const requeued = await repo.requeue(run.id, 'carol', next, steps);
    expect(requeued).toMatchObject({ status: 'queued', error: null, execId: next, lastSeq: 9 });
    expect(await repo.requeue(run.id, 'carol', randomUUID(), steps)).toBeNull();
    await repo.markStarted(run.id, next, 'offline');
    expect(
      await repo.finish(run.id, next, { status: 'completed', steps, result: { x: 1 }, error: null, lastSeq: 20 }),
    ).toBe(true);
    expect(await repo.find(run.id)).toMatchObject({ status: 'completed', result: { x: 1 }, lastSeq: 20 });
  });

  it('when the owner cancels a running run, then the old execution can no longer write', async () => {
    const execId = randomUUID();
    const run = await newRun('dave', execId);
    await repo.markStarted(run.id, execId, 'offline');
    expect(await repo.cancel(run.id, 'eve', randomUUID(), steps)).toBeNull();
    expect(await repo.cancel(run.id, 'dave', randomUUID(), steps)).toMatchObject({ status: 'cancelled' });
    expect(await repo.saveSteps(run.id, { execId, attempt: 1 }, steps, 3)).toBe(false);
    expect(await repo.finish(run.id, execId, { status: 'completed', steps, result: {}, error: null, lastSeq: 3 })).toBe(
      false,
    );
    expect((await repo.find(run.id))?.status).toBe('cancelled');
  });

  it('when many runs are checkpointed and ended in one statement, then each row is fenced alone and says whether it was written', async () => {
    const live = randomUUID();
    const a = await newRun('frank', live);
    const b = await newRun('frank', live);
    const cancelled = await newRun('frank', live);
    for (const run of [a, b, cancelled]) await repo.markStarted(run.id, live, 'openai');
    await repo.cancel(cancelled.id, 'frank', randomUUID(), steps);
    const done = steps.map((s, i) => (i === 0 ? { ...s, status: 'completed' as const, output: { n: 1 } } : s));
    expect(
      await repo.saveStepsMany([
        { id: a.id, fence: { execId: live, attempt: 1 }, steps: done, lastSeq: 4 },
        { id: b.id, fence: { execId: live, attempt: 2 }, steps: done, lastSeq: 4 },
        { id: cancelled.id, fence: { execId: live, attempt: 1 }, steps: done, lastSeq: 4 },
      ]),
    ).toEqual([true, false, false]);
    expect(await repo.find(a.id)).toMatchObject({ lastSeq: 4, steps: done });
    expect(await repo.find(b.id)).toMatchObject({ lastSeq: 0, steps });
    expect(
      await repo.finishMany([
        { id: b.id, fence: live, end: { status: 'failed', steps, result: null, error: 'x', lastSeq: 9 } },
        {
          id: a.id,
          fence: { execId: live, attempt: 1 },
          end: { status: 'completed', steps: done, result: { score: 3 }, error: null, lastSeq: 2 },
        },
        {
          id: cancelled.id,
          fence: live,
          end: { status: 'completed', steps, result: {}, error: null, lastSeq: 9 },
        },
      ]),
    ).toEqual([true, true, false]);
    // last_seq never moves back; a null result is stored as none.
    expect(await repo.find(a.id)).toMatchObject({ status: 'completed', result: { score: 3 }, lastSeq: 4 });
    expect(await repo.find(b.id)).toMatchObject({ status: 'failed', result: null, error: 'x', lastSeq: 9 });
    expect((await repo.find(cancelled.id))?.status).toBe('cancelled');
  });

  it('when the relay checks many followers at once, then each learns whether the run is theirs', async () => {
    const run = await newRun('grace');
    const other = await newRun('heidi');
    expect(
      await repo.ownedMany([
        { id: run.id, ownerUid: 'grace' },
        { id: run.id, ownerUid: 'heidi' },
        { id: other.id, ownerUid: 'heidi' },
        { id: randomUUID(), ownerUid: 'grace' },
      ]),
    ).toEqual([true, false, true, false]);
  });

  it('when the sweeper asks for stale runs, then only queued or running runs last written before the cutoff come back, oldest first', async () => {
    const queued = await newRun('sweep-a');
    // Two writes in one millisecond tie on updated_at, and a tie is ordered by the random id: keep them apart.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const runningExec = randomUUID();
    const running = await newRun('sweep-b', runningExec);
    await repo.markStarted(running.id, runningExec, 'offline');
    const doneExec = randomUUID();
    const done = await newRun('sweep-c', doneExec);
    await repo.finish(done.id, doneExec, { status: 'failed', steps, result: null, error: 'x', lastSeq: 1 });
    const ids = (runs: { id: string }[]) =>
      runs.map((r) => r.id).filter((id) => [queued.id, running.id, done.id].includes(id));

    const future = new Date(Date.now() + 60_000).toISOString();
    const stale = await repo.listStale(future, 1000);
    expect(ids(stale)).toEqual([queued.id, running.id]);
    expect(stale.find((r) => r.id === running.id)).toMatchObject({ status: 'running', execId: runningExec });
    const past = new Date(Date.parse(queued.createdAt) - 60_000).toISOString();
    expect(ids(await repo.listStale(past, 1000))).toEqual([]);
    expect(await repo.listStale(future, 1)).toHaveLength(1);
  });

  it('when a user lists runs, then only theirs come back, newest first, filtered by type', async () => {
    const owner = `lister-${randomUUID()}`;
    const first = await newRun(owner);
    const second = await repo.insert({
      id: randomUUID(),
      ownerUid: owner,
      type: 'job_match',
      label: 'Credit Analyst',
      input: {},
      steps,
      execId: randomUUID(),
    });
    await newRun('someone-else');
    const all = (await repo.listForOwner(owner, { limit: 10 })).runs;
    expect(all.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
    expect(all[0]).not.toHaveProperty('input');
    const matches = (await repo.listForOwner(owner, { types: ['job_match'], limit: 10 })).runs;
    expect(matches).toEqual([expect.objectContaining({ id: second.id, label: 'Credit Analyst', status: 'queued' })]);
    const both = await repo.listForOwner(owner, { types: ['job_match', first.type], limit: 10 });
    expect(both.runs).toHaveLength(2);
  });

  it('when a user pages through many runs, then every run comes exactly once, newest first, even with equal times', async () => {
    const owner = `pager-${randomUUID()}`;
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await newRun(owner));
    // Two runs created in the same microsecond must still page apart (the id breaks the tie).
    await db.query('UPDATE runs SET created_at = $2 WHERE id = ANY($1::uuid[])', [
      [made[2]!.id, made[3]!.id],
      made[2]!.createdAt,
    ]);
    const seen: string[] = [];
    let before: { createdUs: string; id: string } | undefined;
    for (let page = 0; page < 5; page++) {
      const { runs, last } = await repo.listForOwner(owner, { limit: 3, before });
      seen.push(...runs.map((r) => r.id));
      if (!last || runs.length < 3) break;
      before = last;
    }
    expect(seen).toHaveLength(made.length);
    expect([...seen].sort()).toEqual(made.map((r) => r.id).sort());
  });
});
