import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { createRedis } from '@fcs/core/platform/redis';
import { RUN_STAGES_CHANNEL, type RunStageStamp } from '@fcs/core/platform/run-stages';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { RUNS_QUEUE } from '@fcs/shared/workflows/jobs';
import { createTestDb } from '@fcs/core/testing/db';
import type { TestApi } from '@fcs/api/testing/app';
import { runStateFromSnapshot, ZRun, ZRunList, type Run, type RunEvent } from '@fcs/shared/runs';
import { ZAiImpactRunResult } from '@fcs/shared/workflows/ai-impact';
import { STEP_ERRORS } from '@fcs/shared/messages';
import { startFakeOpenAi, type FakeAnswer, type FakeCall, type FakeOpenAi } from '@fcs/worker/testing/fake-openai';
import { AI_IMPACT_ANSWER, SUMMARY_TEXT } from '@fcs/worker/testing/fixtures';
import { dropPrefix, startWorker, testPrefix, waitFor } from '@fcs/worker/testing/harness';
import { connectClient, follow, startApi, type ClientSocket } from '../testing/system';
import type { RunWorker } from '@fcs/worker/engine/run-worker';

/** Seqs must run 1, 2, 3... with nothing missing and nothing twice. */
function expectContiguous(events: RunEvent[], from = 1) {
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => from + i));
}

describe('run engine end to end (api + worker + Socket.IO + stand-in model)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let apiA: TestApi;
  let apiB: TestApi;
  let worker: RunWorker;
  let llm: FakeOpenAi;
  const sockets: ClientSocket[] = [];
  const prefix = testPrefix();
  // Per-test overrides of the stand-in's answers, by task marker.
  let overrides: Record<string, (call: FakeCall) => FakeAnswer | undefined> = {};
  let summaryDelayMs = 2;

  beforeAll(async () => {
    llm = await startFakeOpenAi((call) => {
      const override = overrides[call.marker]?.(call);
      if (override) return override;
      if (call.marker === 'ai_impact.analyse') return { json: AI_IMPACT_ANSWER };
      if (call.marker === 'ai_impact.summary') return { text: SUMMARY_TEXT, chunkDelayMs: summaryDelayMs };
      return { status: 400, message: `unexpected task ${call.marker}` };
    });
    db = await createTestDb('postgres');
    [apiA, apiB] = await Promise.all([startApi(db, prefix), startApi(db, prefix)]);
    worker = await startWorker(db, prefix, llm.url);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await worker?.close();
    await apiA?.stop();
    await apiB?.stop();
    await llm?.close();
    await db?.drop();
    await dropPrefix(prefix);
  });
  beforeEach(() => {
    overrides = {};
    summaryDelayMs = 2;
    llm.log.length = 0;
  });

  const client = async (api: TestApi, uid: string) => {
    const socket = await connectClient(api.url, await api.authHeader(uid));
    sockets.push(socket);
    return socket;
  };
  const start = async (uid: string, body: unknown = { jobId: 'equity_research_analyst' }) => {
    const res = await fetch(`${apiA.url}/api/ai-jobs/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await apiA.authHeader(uid)) },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { runId: string }).runId;
  };
  const snapshot = async (api: TestApi, uid: string, runId: string): Promise<Run> => {
    const res = await fetch(`${api.url}/api/runs/${runId}`, { headers: await api.authHeader(uid) });
    expect(res.status).toBe(200);
    return ZRun.parse(await res.json());
  };
  const post = async (uid: string, path: string) =>
    fetch(`${apiA.url}/api${path}`, { method: 'POST', headers: await apiA.authHeader(uid) });
  const markerCalls = (marker: string) => llm.log.filter((c) => c.marker === marker).length;

  it('when an AI impact analysis runs, then the client sees every step, the streamed summary and one coherent result', async () => {
    const socket = await client(apiA, 'alice');
    const otherTab = await client(apiB, 'alice');
    const created: string[] = [];
    otherTab.on('run:created', (notice) => created.push(notice.runId));
    const runId = await start('alice');
    const seen = await follow(socket, runId, 0);
    expect(seen.ack).toEqual({ ok: true, snapshot: null });
    await waitFor(() => seen.state.status === 'completed', 'run completed');

    expectContiguous(seen.events);
    expect(seen.events[0]).toMatchObject({ type: 'run.queued', workflow: 'ai_impact', retry: false });
    // Streamed in frames (natural batching: what arrived during an append goes as one): at most one token event per
    // model chunk, joined in order to the model's text.
    const frames = seen.events.filter((e) => e.type === 'token');
    expect(frames.length).toBeGreaterThan(1);
    expect(frames.length).toBeLessThanOrEqual(SUMMARY_TEXT.split(' ').length);
    expect(frames.map((e) => (e.type === 'token' ? e.text : '')).join('')).toBe(SUMMARY_TEXT);
    expect(seen.state.engine).toBe('openai');
    expect(seen.state.steps.map((s) => s.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
    ]);
    const summaryStep = seen.state.steps.find((s) => s.id === 'summary')!;
    expect(summaryStep.streamedText).toBe(SUMMARY_TEXT);
    const result = ZAiImpactRunResult.parse(seen.state.result);
    expect(result.summary).toBe(SUMMARY_TEXT);
    expect(result.riskAssessment).toMatchObject({ riskScore: 48, overallRisk: 'medium' });
    expect(new Set(result.emergingTools.map((t) => t.id)).size).toBe(result.emergingTools.length);
    expect(markerCalls('ai_impact.analyse')).toBe(1);
    expect(markerCalls('ai_impact.summary')).toBe(1);
    expect(created).toEqual([runId]); // every tab of the owner, on any api instance, hears of the new run

    // The stored run, through the other api instance, is the same state the client rebuilt.
    const stored = await snapshot(apiB, 'alice', runId);
    expect(stored).toMatchObject({
      status: 'completed',
      lastSeq: seen.state.lastSeq,
      result: seen.state.result,
      steps: seen.state.steps,
    });
    const list = ZRunList.parse(
      await (await fetch(`${apiA.url}/api/runs?type=ai_impact`, { headers: await apiA.authHeader('alice') })).json(),
    );
    expect(list.runs.map((r) => r.id)).toContain(runId);
  });

  it("when a new run starts, then its first model call goes out before the run's start has answered, and the step takes that call (one call to the model)", async () => {
    const stamps: RunStageStamp[] = [];
    const onStamp = (message: unknown) => stamps.push(message as RunStageStamp);
    subscribe(RUN_STAGES_CHANNEL, onStamp);
    try {
      const runId = await start('frank');
      const seen = await follow(await client(apiA, 'frank'), runId, 0);
      await waitFor(() => seen.state.status === 'completed', 'run completed');
      const at = (stage: string) => stamps.find((s) => s.stage === stage)?.at ?? Number.NaN;
      expect(at('llm.sent:ai_impact.analyse')).toBeLessThan(at('worker.started'));
      expect(markerCalls('ai_impact.analyse')).toBe(1);
      expect(ZAiImpactRunResult.parse(seen.state.result).summary).toBe(SUMMARY_TEXT);
      expectContiguous(seen.events);
    } finally {
      unsubscribe(RUN_STAGES_CHANNEL, onStamp);
    }
  });

  it("when a run's job carries an input hint that differs from the stored run, then the early call is dropped and the step asks the model with the stored input", async () => {
    const queue = new Queue(RUNS_QUEUE, { connection: createRedis(TEST_REDIS_URL), prefix });
    await queue.pause();
    try {
      const runId = await start('grace');
      const [job] = await queue.getWaiting();
      const data = job!.data as { runId: string; input: { role: { title: string } } };
      expect(data.runId).toBe(runId);
      const stored = data.input.role.title;
      await job!.updateData({ ...data, input: { ...data.input, role: { ...data.input.role, title: 'Hinted Title' } } });
      await queue.resume();
      const seen = await follow(await client(apiA, 'grace'), runId, 0);
      await waitFor(() => seen.state.status === 'completed', 'run completed');
      const analyse = llm.log.filter((c) => c.marker === 'ai_impact.analyse');
      const system = (n: number) => analyse[n]?.body.messages?.[0]?.content ?? '';
      expect(analyse).toHaveLength(2);
      expect(system(0)).toContain('Hinted Title');
      expect(system(1)).toContain(stored);
      expect(system(1)).not.toContain('Hinted Title');
      expect(ZAiImpactRunResult.parse(seen.state.result).riskAssessment.riskScore).toBe(48);
      expectContiguous(seen.events);
    } finally {
      await queue.resume();
      await queue.close();
      await (queue.opts.connection as ReturnType<typeof createRedis>).quit();
    }
  });

  it('when a client disconnects mid-stream and reconnects to the other api instance with its last seq, then it gets every missed event once, in order; a late client rebuilds the same state', async () => {
    summaryDelayMs = 15;
    const runId = await start('bob');
    const first = await follow(await client(apiA, 'bob'), runId, 0);
    await waitFor(() => first.events.filter((e) => e.type === 'token').length >= 5, 'some tokens');
    sockets.at(-1)!.disconnect();
    const lastSeen = first.state.lastSeq;
    const tokensBefore = first.events.filter((e) => e.type === 'token').length;
    await new Promise((r) => setTimeout(r, 150)); // events keep coming while the client is away

    const second = await follow(await client(apiB, 'bob'), runId, lastSeen, first.state);
    expect(second.ack).toEqual({ ok: true, snapshot: null });
    await waitFor(() => second.state.status === 'completed', 'run completed after reconnect');
    expect(second.events[0]!.seq).toBe(lastSeen + 1);
    expectContiguous([...first.events, ...second.events]);
    expect(second.state.steps.find((s) => s.id === 'summary')!.streamedText).toBe(SUMMARY_TEXT);
    expect(tokensBefore).toBeLessThan([...first.events, ...second.events].filter((e) => e.type === 'token').length);

    const late = await follow(await client(apiA, 'bob'), runId, 0);
    await waitFor(() => late.state.lastSeq === second.state.lastSeq, 'late client caught up');
    expectContiguous(late.events);
    expect(late.state).toEqual(second.state);
  });

  it('when a finished run has left Redis, then a subscriber gets the stored snapshot instead of a replay', async () => {
    const runId = await start('carol');
    const live = await follow(await client(apiA, 'carol'), runId, 0);
    await waitFor(() => live.state.status === 'completed', 'run completed');
    // The client can see run.completed before the row's final write commits; in production the Redis keys outlive
    // it by their expiry, here they are deleted at once, so wait for the stored row first.
    await waitFor(
      async () =>
        (await db.query<{ status: string }>('SELECT status FROM runs WHERE id = $1', [runId]))[0]?.status ===
        'completed',
      'stored row completed',
    );
    await apiA.redis.del(`${prefix}:run:${runId}:events`, `${prefix}:run:${runId}:meta`);
    const late = await follow(await client(apiB, 'carol'), runId, 0);
    expect(late.ack.ok && late.ack.snapshot?.status).toBe('completed');
    expect(late.events).toEqual([]);
    expect(late.state).toEqual(live.state);
  });

  it('when the model fails transiently, then the step is retried automatically and the run completes', async () => {
    let calls = 0;
    overrides['ai_impact.analyse'] = () => (++calls === 1 ? { status: 503, message: 'overloaded' } : undefined);
    const runId = await start('dave');
    const seen = await follow(await client(apiA, 'dave'), runId, 0);
    await waitFor(() => seen.state.status === 'completed', 'run completed after a transient failure', 20_000);
    const failures = seen.events.filter((e) => e.type === 'step.failed');
    expect(failures).toEqual([expect.objectContaining({ stepId: 'analyse', willRetry: true })]);
    expect(
      seen.events.filter((e) => e.type === 'run.started').map((e) => (e.type === 'run.started' ? e.attempt : 0)),
    ).toEqual([1, 2]);
    // Completed steps were not run again on the retry: each of them started once.
    const starts = (id: string) => seen.events.filter((e) => e.type === 'step.started' && e.stepId === id).length;
    expect([starts('load-role'), starts('map-tasks'), starts('analyse'), starts('summary')]).toEqual([1, 1, 2, 1]);
    expect(markerCalls('ai_impact.analyse')).toBe(2);
    expectContiguous(seen.events);
  });

  it('when the model fails permanently, then the run fails with the spec text, and Retry resumes at the failed step and completes', async () => {
    overrides['ai_impact.analyse'] = () => ({ status: 400, message: 'bad request' });
    const runId = await start('erin');
    const seen = await follow(await client(apiA, 'erin'), runId, 0);
    await waitFor(() => seen.state.status === 'failed', 'run failed');
    expect(seen.state.error).toBe(STEP_ERRORS.ai_impact);
    expect(seen.state.steps.map((s) => [s.id, s.status, s.error])).toEqual([
      ['load-role', 'completed', null],
      ['map-tasks', 'completed', null],
      ['analyse', 'error', 'Workflow execution failed'],
      ['summary', 'pending', null],
      ['finalise', 'pending', null],
    ]);
    expect(markerCalls('ai_impact.analyse')).toBe(1); // a 400 is not retried
    const failed = await snapshot(apiA, 'erin', runId);
    expect(failed).toMatchObject({ status: 'failed', error: 'Workflow execution failed' });
    expect(runStateFromSnapshot(failed)).toEqual(seen.state);

    overrides = {};
    const eventsBeforeRetry = seen.events.length;
    const retry = await post('erin', `/runs/${runId}/retry`);
    expect(retry.status).toBe(202);
    await waitFor(() => seen.state.status === 'completed', 'retried run completed');
    const afterRetry = seen.events.slice(eventsBeforeRetry);
    expect(afterRetry[0]).toMatchObject({ type: 'run.queued', retry: true });
    expect(
      afterRetry.filter((e) => e.type === 'step.started').map((e) => (e.type === 'step.started' ? e.stepId : '')),
    ).toEqual(['analyse', 'summary', 'finalise']);
    expectContiguous(seen.events);
    expect(ZAiImpactRunResult.parse(seen.state.result).summary).toBe(SUMMARY_TEXT);
    expect((await post('erin', `/runs/${runId}/retry`)).status).toBe(409);
  });

  it('when the owner cancels a running run, then streaming stops and the run stays cancelled', async () => {
    summaryDelayMs = 40;
    const runId = await start('frank');
    const seen = await follow(await client(apiA, 'frank'), runId, 0);
    await waitFor(() => seen.events.filter((e) => e.type === 'token').length >= 2, 'first tokens');
    // Mid-run, the snapshot already carries the text streamed so far.
    const midway = await snapshot(apiB, 'frank', runId);
    expect(midway.status).toBe('running');
    const partial = midway.steps.find((s) => s.id === 'summary')!;
    expect(partial.status).toBe('running');
    expect(partial.streamedText.length).toBeGreaterThan(0);
    expect(SUMMARY_TEXT.startsWith(partial.streamedText)).toBe(true);
    expect((await post('frank', `/runs/${runId}/cancel`)).status).toBe(202);
    await waitFor(() => seen.state.status === 'cancelled', 'cancelled');
    const cancelledAt = seen.events.findIndex((e) => e.type === 'run.cancelled');
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.events.slice(cancelledAt + 1)).toEqual([]);
    expect(await snapshot(apiA, 'frank', runId)).toMatchObject({ status: 'cancelled', result: null });
    expect((await post('frank', `/runs/${runId}/cancel`)).status).toBe(409);
  });

  it("when user B asks for user A's run, then it is not found over HTTP and the socket subscription is refused", async () => {
    const runId = await start('grace');
    const intruder = await client(apiB, 'mallory');
    const got: RunEvent[] = [];
    intruder.on('run:event', (e) => got.push(e));
    intruder.on('run:events', (batch) => got.push(...batch.events));
    const ack = await intruder.emitWithAck('run:subscribe', { runId, afterSeq: 0 });
    expect(ack).toEqual({ ok: false, error: { code: 'not_found', message: 'Run not found' } });
    const malformed = await intruder.emitWithAck('run:subscribe', { runId: 'not-a-run-id', afterSeq: -1 });
    expect(malformed.ok ? null : malformed.error.code).toBe('bad_request');
    expect((await fetch(`${apiA.url}/api/runs/${runId}`, { headers: await apiA.authHeader('mallory') })).status).toBe(
      404,
    );
    expect((await post('mallory', `/runs/${runId}/cancel`)).status).toBe(404);
    expect((await post('mallory', `/runs/${runId}/retry`)).status).toBe(404);
    const theirs = ZRunList.parse(
      await (await fetch(`${apiA.url}/api/runs`, { headers: await apiA.authHeader('mallory') })).json(),
    );
    expect(theirs.runs).toEqual([]);
    const owner = await follow(await client(apiA, 'grace'), runId, 0);
    await waitFor(() => owner.state.status === 'completed', 'owner run completed');
    expect(got).toEqual([]);
    // A socket without a valid token never connects.
    await expect(connectClient(apiA.url, { authorization: 'Bearer forged' })).rejects.toThrow('unauthorized');
  });
});
