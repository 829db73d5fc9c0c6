import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRun, ZRunList } from '@fcs/shared/runs';
import { RUNS_QUEUE } from '@fcs/shared/workflows/jobs';
import { FEATURE_DENIED } from '@fcs/shared/tier-policy';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { startTestApi, type TestApi } from '../../testing/app';
import { createTestDb } from '@fcs/core/testing/db';

describe('workflow endpoints', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let redis: Redis;
  let queue: Queue;
  const prefix = `t${randomBytes(5).toString('hex')}`;
  beforeAll(async () => {
    db = await createTestDb('pglite');
    api = await startTestApi(db, { REDIS_PREFIX: prefix });
    redis = createRedis(TEST_REDIS_URL);
    queue = new Queue(RUNS_QUEUE, { connection: redis, prefix });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await api.stop();
    await db.drop();
  });

  const jobs = async () => Object.values(await queue.getJobCounts()).reduce((a, b) => a + b, 0);
  const post = async (path: string, body: unknown, uid: string | null = 'alice') =>
    fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(uid ? await api.authHeader(uid) : {}) },
      body: JSON.stringify(body),
    });

  it('when requests are malformed, then each gets 400 with the field and reason and nothing is enqueued', async () => {
    const cases: [string, unknown, Record<string, string>][] = [
      ['/ai-jobs/analyze', {}, { jobId: 'Please select a role' }],
      [
        '/ai-jobs/analyze',
        { jobId: 'Not An Id' },
        { jobId: expect.stringContaining('snake_case') as unknown as string },
      ],
      ['/ai-jobs/analyze', { jobId: 'no_such_role' }, { jobId: "No role with id 'no_such_role' exists" }],
      [
        '/research-report/generate',
        { companyName: '  ', jobId: 'equity_research_analyst' },
        { companyName: 'Please enter a company name' },
      ],
      [
        '/interview-prep/analyze',
        { jobDescription: { title: 'Analyst', description: 'x' }, userProfile: { experience: '' } },
        { 'userProfile.experience': 'Please tell us about your experience' },
      ],
      [
        '/news-interpreter/analyze',
        { jobId: 'equity_research_analyst', article: { title: 'T' } },
        { 'article.content': expect.any(String) as unknown as string },
      ],
      [
        '/job-match/analyze',
        { jobProfile: { title: 'Analyst' }, cvData: { name: 'A', skills: Array(16).fill('x') } },
        { 'cvData.skills': expect.any(String) as unknown as string },
      ],
      [
        '/day-in-life/simulate',
        { jobProfile: { title: '' } },
        { 'jobProfile.title': expect.any(String) as unknown as string },
      ],
    ];
    for (const [path, body, fields] of cases) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      const error = ((await res.json()) as { error: { code: string; fields: Record<string, string> } }).error;
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toMatchObject(fields);
    }
    expect(await jobs()).toBe(0);
    const list = ZRunList.parse(
      await (await fetch(`${api.url}/api/runs`, { headers: await api.authHeader('alice') })).json(),
    );
    expect(list.runs).toEqual([]);
  });

  it('when no one is signed in, then starting a run is refused with 401', async () => {
    expect((await post('/ai-jobs/analyze', { jobId: 'equity_research_analyst' }, null)).status).toBe(401);
    expect((await fetch(`${api.url}/api/runs`)).status).toBe(401);
  });

  it('when a valid request arrives, then it answers 202 with a run id, the run is queued with its steps and one job is enqueued', async () => {
    const res = await post('/day-in-life/simulate', {
      jobProfile: { title: 'Equity Research Analyst', skills: ['Modelling'], interests: ['Markets'] },
    });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    expect(await jobs()).toBe(1);
    const run = ZRun.parse(
      await (await fetch(`${api.url}/api/runs/${runId}`, { headers: await api.authHeader('alice') })).json(),
    );
    expect(run).toMatchObject({ id: runId, type: 'day_in_life', status: 'queued', result: null, engine: null });
    expect(run.steps.map((s) => [s.name, s.status])).toEqual([
      ['Preparing the persona brief', 'pending'],
      ['Planning the working day', 'pending'],
      ['Simulating the day', 'pending'],
      ['Narrating the day', 'pending'],
      ['Finalising the schedule', 'pending'],
    ]);
    // A profile whose title is a catalogue role is resolved to the full catalogue role.
    expect(run.input).toMatchObject({ role: { job_id: 'equity_research_analyst', fromCatalogue: true } });
    expect(run.lastSeq).toBe(1);
    const other = await fetch(`${api.url}/api/runs/${runId}`, { headers: await api.authHeader('bob') });
    expect(other.status).toBe(404);
  });

  it('when a run is cancelled while queued, then its job is removed and Retry queues it again', async () => {
    const { runId } = (await (await post('/ai-jobs/analyze', { jobId: 'credit_research_analyst' })).json()) as {
      runId: string;
    };
    const before = await jobs();
    const cancel = await post(`/runs/${runId}/cancel`, {});
    expect(cancel.status).toBe(202);
    expect(await jobs()).toBe(before - 1);
    expect((await post(`/runs/${runId}/cancel`, {})).status).toBe(409);
    expect((await post(`/runs/${runId}/retry`, {}, 'bob')).status).toBe(404);
    expect((await post(`/runs/${runId}/retry`, {})).status).toBe(202);
    expect(await jobs()).toBe(before);
    const run = ZRun.parse(
      await (await fetch(`${api.url}/api/runs/${runId}`, { headers: await api.authHeader('alice') })).json(),
    );
    expect(run.status).toBe('queued');
    expect(run.lastSeq).toBe(3);
  });

  it('when a non-elite user calls an enhanced endpoint, then 403 names the plan and nothing is enqueued; elite may', async () => {
    const before = await jobs();
    const enhanced = await post(
      '/research-report/generate-enhanced',
      { companyName: 'Barclays', jobId: 'equity_research_analyst' },
      'starter-sam',
    );
    expect(enhanced.status).toBe(403);
    expect(((await enhanced.json()) as { error: { message: string } }).error.message).toBe(
      FEATURE_DENIED.enhanced_endpoints,
    );
    expect(await jobs()).toBe(before);

    await db.query(
      "UPDATE users SET subscription_tier = 'elite', subscription_status = 'active', max_simulations = -1 WHERE uid = $1",
      ['starter-sam'],
    );
    expect(
      (
        await post(
          '/research-report/generate-enhanced',
          { companyName: 'Barclays', jobId: 'equity_research_analyst' },
          'starter-sam',
        )
      ).status,
    ).toBe(202);
    expect(await jobs()).toBe(before + 1);
  });

  it("when the client sends a tier, then the run stores the account's plan instead: elite gets elite without asking, a starter claiming elite stays starter", async () => {
    const news = {
      jobId: 'equity_research_analyst',
      article: { title: 'Gilts rally', content: 'Gilt yields fell after the inflation print.', source: 'FT' },
    };
    const inputOf = async (res: Response, uid: string) => {
      expect(res.status).toBe(202);
      const { runId } = (await res.json()) as { runId: string };
      return ZRun.parse(
        await (await fetch(`${api.url}/api/runs/${runId}`, { headers: await api.authHeader(uid) })).json(),
      ).input as { userTier?: string };
    };

    const claimed = { ...news, userTier: 'elite' };
    expect(
      (await inputOf(await post('/news-interpreter/analyze', claimed, 'claimer-cal'), 'claimer-cal')).userTier,
    ).toBe('starter');
    const report = { companyName: 'Aviva', jobId: 'equity_research_analyst', userTier: 'elite' };
    expect(
      (await inputOf(await post('/research-report/generate', report, 'claimer-cal'), 'claimer-cal')).userTier,
    ).toBe('starter');
    expect((await post('/news-interpreter/analyze-enhanced', claimed, 'claimer-cal')).status).toBe(403);

    await post('/ai-jobs/analyze', { jobId: 'equity_research_analyst' }, 'elite-ella');
    await db.query(
      "UPDATE users SET subscription_tier = 'elite', subscription_status = 'active', max_simulations = -1 WHERE uid = $1",
      ['elite-ella'],
    );
    const enhanced = await post('/news-interpreter/analyze-enhanced', news, 'elite-ella');
    expect((await inputOf(enhanced, 'elite-ella')).userTier).toBe('elite');
    const generate = await post('/research-report/generate-enhanced', { ...report, userTier: 'starter' }, 'elite-ella');
    expect((await inputOf(generate, 'elite-ella')).userTier).toBe('elite');
  });
});
