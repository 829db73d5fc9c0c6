import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@fcs/core/platform/db';
import { createLogger } from '@fcs/core/platform/logger';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { createRunEventLog, type RunEventLog } from '@fcs/core/runs/run-events';
import { createRunExecution } from '@fcs/core/runs/run-execution';
import { createTestDb } from '@fcs/core/testing/db';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import type { TestApi } from '@fcs/api/testing/app';
import type { RunEvent } from '@fcs/shared/runs';
import { executeRun } from '@fcs/worker/engine/run-engine';
import { createOpenAiLlm } from '@fcs/worker/llm/openai-llm';
import { startFakeOpenAi, type FakeOpenAi } from '@fcs/worker/testing/fake-openai';
import { AI_IMPACT_ANSWER, SUMMARY_TEXT } from '@fcs/worker/testing/fixtures';
import { dropPrefix, testPrefix, waitFor } from '@fcs/worker/testing/harness';
import { WORKFLOW_DEFINITIONS } from '@fcs/worker/workflows/registry';
import { startApi } from '../testing/system';

/**
 * Exactly-once execution of a run (issue 11, item 5), against real Redis and Postgres. BullMQ can start a run's job
 * a second time while the first execution still runs (its lock expired during a Redis outage longer than the lock),
 * and a worker can die between logging a step's completion and saving its checkpoint. Either way the log must hold
 * each step's completion once and nothing after the run's completion.
 */
describe('hardening: a run executes exactly once (issue 11 item 5)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let llm: FakeOpenAi;
  let redis: Redis;
  let log: RunEventLog;
  const prefix = testPrefix();
  const logger = createLogger({ level: 'silent' });
  const releases: Array<() => void> = [];

  beforeAll(async () => {
    llm = await startFakeOpenAi((call) => {
      if (call.marker === 'ai_impact.analyse') return { json: AI_IMPACT_ANSWER };
      if (call.marker === 'ai_impact.summary') return { text: SUMMARY_TEXT, chunkDelayMs: 15 };
      return { status: 400 };
    });
    db = await createTestDb('postgres');
    api = await startApi(db, prefix);
    redis = createRedis(TEST_REDIS_URL);
    log = createRunEventLog(redis, prefix);
  });
  afterAll(async () => {
    for (const release of releases) release();
    await api?.stop();
    await llm?.close();
    await redis?.quit();
    await db?.drop();
    await dropPrefix(prefix);
  });

  /** An execution as a worker process runs it, on its own Redis connection and the given database. */
  const execution = (database: Db) => {
    const connection = createRedis(TEST_REDIS_URL);
    const exec = createRunExecution({ db: database, log: createRunEventLog(connection, prefix) });
    const llmClient = createOpenAiLlm({ apiKey: 'k', baseURL: llm.url, model: 'm', timeoutMs: 5000 });
    return {
      run: (job: { data: unknown; id: string; attemptsMade: number }) =>
        executeRun(
          { ...job, opts: { attempts: 4 } },
          { exec, llm: llmClient, logger, workflows: WORKFLOW_DEFINITIONS, active: new Map() },
        ),
      close: () => connection.quit(),
    };
  };

  /** Starts an AI impact run through the api (no worker consumes the queue here) and returns its job payload. */
  const startRun = async (uid: string) => {
    const res = await fetch(`${api.url}/api/ai-jobs/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await api.authHeader(uid)) },
      body: JSON.stringify({ jobId: 'equity_research_analyst' }),
    });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    const [row] = await db.query<{ exec_id: string }>('SELECT exec_id FROM runs WHERE id = $1', [runId]);
    return { runId, data: { v: 1, runId, type: 'ai_impact', execId: row!.exec_id } };
  };

  const expectExactlyOnce = (events: RunEvent[]) => {
    const completions = events.filter((e) => e.type === 'step.completed').map((e) => e.stepId);
    expect(completions).toEqual(['load-role', 'map-tasks', 'analyse', 'summary', 'finalise']);
    const done = events.findIndex((e) => e.type === 'run.completed');
    expect(done).toBeGreaterThan(0);
    expect(events.slice(done + 1)).toEqual([]);
    expect(events.filter((e) => e.type === 'result')).toHaveLength(1);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
  };

  it('when the same run is started a second time while its first execution is still streaming, then only one execution writes from then on: every step completes once and nothing follows run.completed', async () => {
    const { runId, data } = await startRun('dora');
    const first = execution(db);
    const second = execution(db);
    const firstDone = first.run({ data, id: 'job-1', attemptsMade: 0 });
    await waitFor(
      async () => (await log.read(runId, 0)).filter((e) => e.type === 'token').length >= 5,
      'the first execution to be streaming the summary',
    );
    // What BullMQ does when the job's lock expired while Redis was away: the same job, the same execId, again.
    const secondDone = second.run({ data, id: 'job-1', attemptsMade: 0 });
    await Promise.all([firstDone, secondDone]);
    await first.close();
    await second.close();

    const events = await log.read(runId, 0);
    expectExactlyOnce(events);
    // The summary's tokens after the takeover are the second execution's only: no interleaving.
    const reset = events.findIndex((e) => e.type === 'stream.reset');
    expect(reset).toBeGreaterThan(0);
    const attemptOfReset = (events[reset] as { attempt: number }).attempt;
    expect(events.slice(reset).filter((e) => e.type === 'token' && e.attempt !== attemptOfReset)).toEqual([]);
    const [row] = await db.query<{ status: string }>('SELECT status FROM runs WHERE id = $1', [runId]);
    expect(row!.status).toBe('completed');
  });

  it('when a worker dies between logging a step completion and saving its checkpoint, then the next execution does not run the step again and clients see its completion once', async () => {
    const { runId, data } = await startRun('eli');
    // The dying worker: its database never answers the checkpoint that follows the analysis step's completion.
    let killed = false;
    const dying: Db = {
      ...db,
      query: (sql, params) => {
        // Checkpoints go many runs to a statement (the rows as one JSON parameter); this test's run is the only one.
        if (!killed && /^UPDATE runs AS r SET steps/.test(sql.trim())) {
          const [row] = JSON.parse(String(params![0])) as { steps: { id: string; status: string }[] }[];
          if (row!.steps.find((s) => s.id === 'analyse')?.status === 'completed') {
            killed = true;
            return new Promise((_resolve, reject) => releases.push(() => reject(new Error('process died'))));
          }
        }
        return db.query(sql, params);
      },
    };
    const first = execution(dying);
    void first.run({ data, id: 'job-2', attemptsMade: 0 }).catch(() => undefined);
    await waitFor(() => killed, 'the first execution to log the analysis step and hang on its checkpoint');
    const analyseCalls = llm.calls('ai_impact.analyse');

    const second = execution(db);
    await second.run({ data, id: 'job-2', attemptsMade: 0 });
    await second.close();

    const events = await log.read(runId, 0);
    expectExactlyOnce(events);
    expect(llm.calls('ai_impact.analyse')).toBe(analyseCalls); // the analysis was not paid for twice
    const [row] = await db.query<{ status: string }>('SELECT status FROM runs WHERE id = $1', [runId]);
    expect(row!.status).toBe('completed');
    releases.splice(0).forEach((release) => release());
    await first.close();
  });

  it("when a worker dies between logging the run's completion and saving it, then the next attempt saves the logged result and appends nothing after run.completed", async () => {
    const { runId, data } = await startRun('fay');
    let killed = false;
    const dying: Db = {
      ...db,
      query: (sql, params) => {
        // Ends go many runs to a statement (the rows as one JSON parameter); this test's run is the only one.
        const ends = /^UPDATE runs AS r SET status = x.status/.test(sql.trim())
          ? (JSON.parse(String(params![0])) as { status: string }[])
          : [];
        if (!killed && ends[0]?.status === 'completed') {
          killed = true;
          return new Promise((_resolve, reject) => releases.push(() => reject(new Error('process died'))));
        }
        return db.query(sql, params);
      },
    };
    const first = execution(dying);
    void first.run({ data, id: 'job-3', attemptsMade: 0 }).catch(() => undefined);
    await waitFor(() => killed, 'the first execution to log run.completed and hang on saving it');
    const logged = await log.read(runId, 0);

    const second = execution(db);
    await second.run({ data, id: 'job-3', attemptsMade: 0 });
    await second.close();

    const events = await log.read(runId, 0);
    expect(events).toEqual(logged);
    expectExactlyOnce(events);
    const [row] = await db.query<{ status: string; result: unknown; last_seq: number }>(
      'SELECT status, result, last_seq FROM runs WHERE id = $1',
      [runId],
    );
    expect(row).toMatchObject({ status: 'completed', last_seq: events.at(-1)!.seq });
    expect(row!.result).toEqual((events.find((e) => e.type === 'result') as { result: unknown }).result);
    releases.splice(0).forEach((release) => release());
    await first.close();
  });
});
