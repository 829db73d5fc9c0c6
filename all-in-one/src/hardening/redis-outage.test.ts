import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { createTestDb } from '@fcs/core/testing/db';
import { startPrivateRedis, type PrivateRedis } from '@fcs/core/testing/redis';
import { exactlyOnceProblems } from '@fcs/core/testing/run-checks';
import { startTestApi, type TestApi } from '@fcs/api/testing/app';
import { ERRORS } from '@fcs/shared/messages';
import { ZRun } from '@fcs/shared/runs';
import type { RunWorker } from '@fcs/worker/engine/run-worker';
import { startFakeOpenAi, type FakeOpenAi } from '@fcs/worker/testing/fake-openai';
import { AI_IMPACT_ANSWER } from '@fcs/worker/testing/fixtures';
import { startWorker, testPrefix, waitFor } from '@fcs/worker/testing/harness';
import { connectClient, follow, type ClientSocket, type Follower } from '../testing/system';

/**
 * A Redis outage longer than the run locks, on a private redis-server (issue 11, items 5 and 7): while Redis is away
 * the api's request paths answer at once (503 with a clear message, or the stored snapshot for a run's status)
 * instead of hanging; once it is back the workers carry on and every run completes exactly once. The 60 s variant
 * with 20 runs on the production shape is `npm run bench:outage`.
 */
describe('hardening: request paths fail fast during a Redis outage, and runs complete exactly once after it (issue 11 items 5 and 7)', () => {
  let redisServer: PrivateRedis;
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let worker: RunWorker;
  let llm: FakeOpenAi;
  let redis: Redis;
  const sockets: ClientSocket[] = [];
  const prefix = testPrefix();
  const summary = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');

  beforeAll(async () => {
    redisServer = await startPrivateRedis();
    llm = await startFakeOpenAi((call) => {
      if (call.marker === 'ai_impact.analyse') return { json: AI_IMPACT_ANSWER };
      if (call.marker === 'ai_impact.summary') return { text: summary, chunkDelayMs: 30 };
      return { status: 400 };
    });
    db = await createTestDb('postgres');
    api = await startTestApi(db, { REDIS_URL: redisServer.url, REDIS_PREFIX: prefix, AUTH_SECRET: 'o'.repeat(48) });
    worker = await startWorker(db, prefix, llm.url, {
      redisUrl: redisServer.url,
      lockDurationMs: 2000,
      stalledIntervalMs: 500,
    });
    redis = createRedis(redisServer.url);
    redis.on('error', () => undefined);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await worker?.close();
    await api?.stop();
    redis?.disconnect();
    await llm?.close();
    await db?.drop();
    await redisServer?.destroy();
  });

  it('when Redis goes away for longer than the run locks, then requests that need it answer 503 at once, and after it returns every run completes exactly once', async () => {
    const signUp = await fetch(`${api.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        displayName: 'Olive',
        email: 'olive@example.test',
        password: 'a-long-password-1',
        confirmPassword: 'a-long-password-1',
      }),
    });
    expect(signUp.status).toBe(201);

    const runs: { runId: string; seen: Follower; uid: string }[] = [];
    for (const uid of ['o1', 'o2', 'o3']) {
      const auth = await api.authHeader(uid);
      const socket = await connectClient(api.url, auth);
      sockets.push(socket);
      const res = await fetch(`${api.url}/api/ai-jobs/analyze`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ jobId: 'equity_research_analyst' }),
      });
      expect(res.status).toBe(202);
      const { runId } = (await res.json()) as { runId: string };
      runs.push({ runId, uid, seen: await follow(socket, runId, 0) });
    }
    await waitFor(() => runs.every((r) => r.seen.events.some((e) => e.type === 'token')), 'every run to be streaming');

    await redisServer.stop();
    const auth = await api.authHeader('o1');
    const rowsBefore = (await db.query('SELECT id FROM runs')).length;

    const start = await fetch(`${api.url}/api/ai-jobs/analyze`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ jobId: 'equity_research_analyst' }),
    });
    expect(start.status).toBe(503);
    expect(await start.json()).toEqual({ error: { code: 'unavailable', message: ERRORS.storeUnavailable } });
    expect((await db.query('SELECT id FROM runs')).length).toBe(rowsBefore); // nothing half-made

    const signIn = await fetch(`${api.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'olive@example.test', password: 'a-long-password-1' }),
    });
    expect(signIn.status).toBe(503);
    expect(((await signIn.json()) as { error: { message: string } }).error.message).toBe(ERRORS.storeUnavailable);

    // A run's status still answers, from the stored row.
    const status = await fetch(`${api.url}/api/runs/${runs[0]!.runId}`, { headers: auth });
    expect(status.status).toBe(200);
    expect(ZRun.parse(await status.json())).toMatchObject({ id: runs[0]!.runId, status: 'running' });

    const ack = await sockets[0]!.emitWithAck('run:subscribe', { runId: runs[0]!.runId, afterSeq: 0 });
    expect(ack).toMatchObject({ ok: false, error: { code: 'unavailable' } });

    // Away longer than the locks (2 s): when it is back, the stalled jobs are restarted under the live executions.
    await new Promise((r) => setTimeout(r, 5000));
    await redisServer.start();

    await waitFor(
      () => runs.every((r) => r.seen.state.status === 'completed'),
      'every run to complete after the outage',
      60_000,
    );
    const log = createRunEventLog(redis, prefix);
    for (const run of runs) {
      expect(exactlyOnceProblems(run.runId, await log.read(run.runId, 0), run.seen.events)).toEqual([]);
      expect(run.seen.state.steps.find((s) => s.id === 'summary')?.streamedText).toBe(summary);
    }
    const started = await fetch(`${api.url}/api/ai-jobs/analyze`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ jobId: 'equity_research_analyst' }),
    });
    expect(started.status).toBe(202);
    // Followed to its end, so the worker closes cleanly before the private Redis goes away for good.
    const after = await follow(sockets[0]!, ((await started.json()) as { runId: string }).runId, 0);
    expect(after.ack).toEqual({ ok: true, snapshot: null });
    await waitFor(() => after.state.status === 'completed', 'the run started after the outage to complete');
  }, 90_000);
});
