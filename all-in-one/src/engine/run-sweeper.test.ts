import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { createTestDb } from '@fcs/core/testing/db';
import type { TestApi } from '@fcs/api/testing/app';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { createLogger } from '@fcs/core/platform/logger';
import { createRedis } from '@fcs/core/platform/redis';
import { runJobId } from '@fcs/core/platform/queues';
import { createRunEventLog, type RunEventLog } from '@fcs/core/runs/run-events';
import { createRunExecution } from '@fcs/core/runs/run-execution';
import { ZRun, type Run, type RunEvent } from '@fcs/shared/runs';
import { ZAiImpactRunResult } from '@fcs/shared/workflows/ai-impact';
import { RUNS_QUEUE } from '@fcs/shared/workflows/jobs';
import { STEP_ERRORS } from '@fcs/shared/messages';
import { startFakeOpenAi, type FakeOpenAi } from '@fcs/worker/testing/fake-openai';
import { AI_IMPACT_ANSWER, SUMMARY_TEXT } from '@fcs/worker/testing/fixtures';
import { dropPrefix, startWorker, testPrefix, waitFor } from '@fcs/worker/testing/harness';
import { startApi } from '../testing/system';
import type { RunWorker } from '@fcs/worker/engine/run-worker';
import { createRunSweeper, type RunSweeper } from '@fcs/worker/engine/run-sweeper';

const STALE_AFTER_MS = 10 * 60_000;

describe('run sweeper (api + worker + real Redis and Postgres)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let worker: RunWorker;
  let llm: FakeOpenAi;
  let redis: ReturnType<typeof createRedis>;
  let log: RunEventLog;
  let queue: Queue;
  const sweepers: RunSweeper[] = [];
  const prefix = testPrefix();
  // The sweepers' clock runs this far ahead of the real one (instead of waiting ten minutes).
  let clockAheadMs = 0;
  let analyseCalls = 0;

  const newSweeper = () => {
    const sweeper = createRunSweeper({
      redis,
      prefix,
      exec: createRunExecution({ db, log }),
      logger: createLogger({ level: 'silent' }),
      staleAfterMs: STALE_AFTER_MS,
      now: () => Date.now() + clockAheadMs,
    });
    sweepers.push(sweeper);
    return sweeper;
  };

  beforeAll(async () => {
    llm = await startFakeOpenAi((call) => {
      if (call.marker === 'ai_impact.analyse') {
        analyseCalls++;
        return { json: AI_IMPACT_ANSWER };
      }
      if (call.marker === 'ai_impact.summary') return { text: SUMMARY_TEXT, chunkDelayMs: 40 };
      return { status: 400, message: `unexpected task ${call.marker}` };
    });
    db = await createTestDb('postgres');
    api = await startApi(db, prefix);
    worker = await startWorker(db, prefix, llm.url);
    redis = createRedis(TEST_REDIS_URL);
    log = createRunEventLog(redis, prefix);
    queue = new Queue(RUNS_QUEUE, { connection: redis, prefix });
  });
  afterAll(async () => {
    for (const s of sweepers) await s.close();
    await queue?.close();
    await worker?.close();
    await api?.stop();
    await llm?.close();
    await redis?.quit();
    await db?.drop();
    await dropPrefix(prefix);
  });
  beforeEach(() => {
    clockAheadMs = 0;
    analyseCalls = 0;
  });

  const snapshot = async (uid: string, runId: string): Promise<Run> => {
    const res = await fetch(`${api.url}/api/runs/${runId}`, { headers: await api.authHeader(uid) });
    expect(res.status).toBe(200);
    return ZRun.parse(await res.json());
  };
  const eventsOf = (runId: string, type: RunEvent['type']) =>
    log.read(runId, 0).then((events) => events.filter((e) => e.type === type));

  /**
   * A run stuck in `running` the way Redis data loss leaves it: its keys vanish mid-stream, so its execution is
   * fenced out and its job completes, while the row still says running.
   */
  const stuckRun = async (uid: string) => {
    const runId = await api.startRun(uid);
    await waitFor(async () => (await eventsOf(runId, 'token')).length >= 2, 'first summary tokens');
    await redis.del(`${prefix}:run:${runId}:events`, `${prefix}:run:${runId}:meta`);
    const { execId } = await snapshotExec(runId);
    await waitFor(
      async () => (await queue.getJobState(runJobId(runId, execId))) === 'completed',
      'the fenced-out job ended',
    );
    expect((await snapshot(uid, runId)).status).toBe('running');
    return runId;
  };
  const snapshotExec = async (runId: string) => (await createRunExecution({ db, log }).find(runId))!;

  it('when a running run has no job left and was last written long ago, then a sweep fails it once with the spec text and Retry resumes it to completion', async () => {
    const runId = await stuckRun('sweep-alice');
    const seqBefore = (await snapshotExec(runId)).lastSeq;
    expect(seqBefore).toBeGreaterThan(0);
    clockAheadMs = STALE_AFTER_MS + 60_000;
    // The cluster sweeps one pass at a time (run-sweep-schedule.ts); a later pass, from any worker, finds it done.
    expect(await newSweeper().sweep()).toBe(1);
    expect(await newSweeper().sweep()).toBe(0);

    const failed = await snapshot('sweep-alice', runId);
    expect(failed).toMatchObject({ status: 'failed', error: STEP_ERRORS.ai_impact });
    expect(failed.steps.map((s) => [s.id, s.status])).toEqual([
      ['load-role', 'completed'],
      ['map-tasks', 'completed'],
      ['analyse', 'completed'],
      ['summary', 'error'],
      ['finalise', 'pending'],
    ]);
    const runFailed = await eventsOf(runId, 'run.failed');
    expect(runFailed).toEqual([expect.objectContaining({ error: STEP_ERRORS.ai_impact, stepId: 'summary' })]);
    // Numbering continues after what the row already reflected, though Redis had lost the counter.
    expect(await eventsOf(runId, 'step.failed')).toEqual([
      expect.objectContaining({ seq: seqBefore + 1, stepId: 'summary', willRetry: false }),
    ]);
    expect(runFailed[0]!.seq).toBe(seqBefore + 2);
    expect(failed.lastSeq).toBe(seqBefore + 2);

    const retry = await fetch(`${api.url}/api/runs/${runId}/retry`, {
      method: 'POST',
      headers: await api.authHeader('sweep-alice'),
    });
    expect(retry.status).toBe(202);
    await waitFor(
      async () => (await snapshot('sweep-alice', runId)).status === 'completed',
      'retried run completed',
      20_000,
    );
    const done = await snapshot('sweep-alice', runId);
    expect(ZAiImpactRunResult.parse(done.result).summary).toBe(SUMMARY_TEXT);
    expect(analyseCalls).toBe(1); // the retry resumed at the failed step, not from the start
    const restarted = (await log.read(runId, 0)).filter((e) => e.type === 'step.started');
    expect(restarted.map((e) => (e.type === 'step.started' ? e.stepId : ''))).toEqual(['summary', 'finalise']);
  });

  it('when a stale run still has its job under way, then the sweeper leaves it and the execution completes it', async () => {
    const runId = await api.startRun('sweep-bob');
    await waitFor(async () => (await eventsOf(runId, 'token')).length >= 2, 'first summary tokens');
    const { execId } = await snapshotExec(runId);
    expect(await queue.getJobState(runJobId(runId, execId))).toBe('active');
    clockAheadMs = STALE_AFTER_MS + 60_000; // the row looks stale, but its job is alive
    await newSweeper().sweep();
    expect((await snapshot('sweep-bob', runId)).status).toBe('running');
    await waitFor(async () => (await snapshot('sweep-bob', runId)).status === 'completed', 'run completed', 20_000);
    expect(await eventsOf(runId, 'run.failed')).toEqual([]);
  });

  it('when a run without a job was written recently, then the sweeper leaves it alone', async () => {
    const runId = await stuckRun('sweep-carol');
    const eventsBefore = await log.read(runId, 0);
    expect(await newSweeper().sweep()).toBe(0);
    expect((await snapshot('sweep-carol', runId)).status).toBe('running');
    expect(await log.read(runId, 0)).toEqual(eventsBefore);
  });
});
