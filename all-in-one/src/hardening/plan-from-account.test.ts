import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@fcs/core/testing/db';
import type { TestApi } from '@fcs/api/testing/app';
import { ZRun, type Run } from '@fcs/shared/runs';
import type { RunWorker } from '@fcs/worker/engine/run-worker';
import { dropPrefix, testPrefix, waitFor } from '@fcs/worker/testing/harness';
import { startApi, startOfflineWorker } from '../testing/system';

// Issue 11, item 2: a client field decided plan features. A starter's POST /api/research-report/generate or
// /api/news-interpreter/analyze with "userTier":"elite" got the elite-enhanced content, and an elite user on the
// enhanced endpoints got the basic content unless the field was sent. Reproduced end to end here (api, a run
// worker on the offline engine, real Redis and Postgres): what differs is the content the worker writes.

const REPORT = { companyName: 'Barclays', jobId: 'equity_research_analyst' };
const NEWS = {
  jobId: 'equity_research_analyst',
  article: {
    title: 'Bank of England holds rates at 5%',
    content:
      'The Bank of England held Bank Rate at 5% as services inflation stayed sticky. Gilt yields fell and sterling weakened.',
    source: 'Uploaded file',
  },
};

describe('hardening: plan features come from the account, never from the request (issue 11 item 2)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let worker: RunWorker;
  const prefix = testPrefix();
  beforeAll(async () => {
    db = await createTestDb('postgres');
    api = await startApi(db, prefix);
    worker = await startOfflineWorker(db, prefix);
    // Profiles are made on first sight (starter); then the elite account is given its plan, as a payment would.
    for (const uid of ['starter-sam', 'elite-eve'])
      expect((await fetch(`${api.url}/api/profile`, { headers: await api.authHeader(uid) })).status).toBe(200);
    await db.query(
      "UPDATE users SET subscription_tier = 'elite', subscription_status = 'active', max_simulations = -1 WHERE uid = $1",
      ['elite-eve'],
    );
  });
  afterAll(async () => {
    await worker?.close();
    await api?.stop();
    await db?.drop();
    await dropPrefix(prefix);
  });

  /** Starts a run as uid and waits for it to complete. */
  const runToEnd = async (uid: string, path: string, body: unknown): Promise<Run> => {
    const headers = await api.authHeader(uid);
    const res = await fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    const run = await waitFor(async () => {
      const r = ZRun.parse(await (await fetch(`${api.url}/api/runs/${runId}`, { headers })).json());
      return r.status === 'completed' || r.status === 'failed' ? r : null;
    }, `${path} run to finish`);
    expect(run.status, path).toBe('completed');
    return run;
  };
  const trends = (run: Run) =>
    (run.result as { companyOverview: { recentTrends: unknown[] } }).companyOverview.recentTrends.length;
  const categories = (run: Run) => (run.result as { insights: { category: string }[] }).insights.map((i) => i.category);

  it('when a starter sends "userTier":"elite" to the research report, then the report is the basic one', async () => {
    const basic = await runToEnd('starter-sam', '/research-report/generate', REPORT);
    const claimed = await runToEnd('starter-sam', '/research-report/generate', { ...REPORT, userTier: 'elite' });
    const elite = await runToEnd('elite-eve', '/research-report/generate-enhanced', REPORT);
    expect(trends(claimed)).toBe(trends(basic));
    expect(trends(elite)).toBeGreaterThan(trends(basic));
    // The enhanced endpoint itself stays closed to the starter, whatever the body says.
    const enhanced = await fetch(`${api.url}/api/research-report/generate-enhanced`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await api.authHeader('starter-sam')) },
      body: JSON.stringify({ ...REPORT, userTier: 'elite' }),
    });
    expect(enhanced.status).toBe(403);
  });

  it('when a starter sends "userTier":"elite" to the news interpreter, then the interpretation is the basic one', async () => {
    const claimed = await runToEnd('starter-sam', '/news-interpreter/analyze', { ...NEWS, userTier: 'elite' });
    expect(categories(claimed)).not.toContain('Analysis Gaps');
  });

  it('when an elite user calls the enhanced endpoints without the field (or claims starter), then the content is the enhanced one', async () => {
    const news = await runToEnd('elite-eve', '/news-interpreter/analyze-enhanced', NEWS);
    expect(categories(news)).toContain('Analysis Gaps');
    const downgraded = await runToEnd('elite-eve', '/news-interpreter/analyze-enhanced', {
      ...NEWS,
      userTier: 'starter',
    });
    expect(categories(downgraded)).toContain('Analysis Gaps');
    const basic = await runToEnd('starter-sam', '/research-report/generate', REPORT);
    const report = await runToEnd('elite-eve', '/research-report/generate-enhanced', {
      ...REPORT,
      userTier: 'starter',
    });
    expect(trends(report)).toBeGreaterThan(trends(basic));
  });
});
