import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@fcs/core/testing/db';
import type { TestApi } from '@fcs/api/testing/app';
import { ZRun, type WorkflowType } from '@fcs/shared/runs';
import { NO_LIVE_SEARCH_NOTE } from '@fcs/shared/news-feed';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import type { RunWorker } from '@fcs/worker/engine/run-worker';
import { dropPrefix, testPrefix, waitFor } from '@fcs/worker/testing/harness';
import { startApi, startOfflineWorker } from '../testing/system';
import { getRole } from '@fcs/shared/catalog/roles';
import { scoreFit, yearMonth, type FitCv } from '@fcs/shared/job-match/score-fit';

const REQUESTS: [string, WorkflowType, unknown][] = [
  ['/ai-jobs/analyze', 'ai_impact', { jobId: 'credit_research_analyst' }],
  [
    '/day-in-life/simulate',
    'day_in_life',
    { jobProfile: { title: 'Equity Research Analyst', skills: ['Modelling'], interests: ['Markets'] } },
  ],
  ['/research-report/generate', 'research_report', { companyName: 'Barclays', jobId: 'equity_research_analyst' }],
  [
    '/job-match/analyze',
    'job_match',
    {
      jobId: 'equity_research_analyst',
      cvData: {
        name: 'Priya Shah',
        summary: 'Audit senior moving into research.',
        skills: ['Excel', 'Financial statements', 'IFRS'],
        experience: [
          {
            title: 'Audit Senior',
            company: 'KPMG',
            duration: '3 years',
            description: 'Audited listed retailers.',
            achievements: ['Led a FTSE 250 audit'],
          },
        ],
        education: [{ degree: 'BSc Economics', institution: 'LSE', year: '2019' }],
      },
    },
  ],
  [
    '/news-interpreter/analyze',
    'news_interpretation',
    {
      jobId: 'equity_research_analyst',
      article: {
        title: 'Bank of England holds rates at 5%',
        content:
          'The Bank of England held Bank Rate at 5% as services inflation stayed sticky. Gilt yields fell and sterling weakened; housebuilders rallied on hopes of cuts later in the year.',
        source: 'Uploaded file',
      },
    },
  ],
  [
    '/interview-prep/analyze',
    'interview_prep',
    {
      jobDescription: {
        title: 'Equity Research Associate',
        company: 'Numis',
        description: 'Support the senior analyst covering UK consumer stocks: models, notes and client calls.',
        requirements: ['Strong Excel modelling', 'Clear writing'],
        responsibilities: ['Update earnings models'],
      },
      userProfile: {
        experience: 'Two years in audit at a Big Four firm.',
        skills: ['Excel'],
        strengths: ['Writing'],
        areas: ['Valuation'],
      },
    },
  ],
];

describe('every workflow on the offline engine', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let worker: RunWorker;
  const prefix = testPrefix();
  beforeAll(async () => {
    db = await createTestDb('postgres');
    api = await startApi(db, prefix);
    worker = await startOfflineWorker(db, prefix);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.stop();
    await db?.drop();
    await dropPrefix(prefix);
  });

  /** Starts a run as uid and waits for it to finish. */
  const runToEnd = async (uid: string, path: string, body: unknown) => {
    const headers = await api.authHeader(uid);
    const res = await fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    return waitFor(async () => {
      const r = ZRun.parse(await (await fetch(`${api.url}/api/runs/${runId}`, { headers })).json());
      return r.status === 'completed' || r.status === 'failed' ? r : null;
    }, `${path} run to finish`);
  };

  it.each(REQUESTS)(
    'when %s is called, then the %s run completes with a schema-valid result labelled as offline output',
    async (path, type, body) => {
      const run = await runToEnd('demo-user', path, body);
      expect(run.error).toBeNull();
      expect(run.status).toBe('completed');
      expect(run.engine).toBe('offline');
      expect(getWorkflow(type).result.safeParse(run.result).success).toBe(true);
      const streamed = run.steps.find((s) => s.streamed)!;
      expect(streamed.streamedText.trim().length).toBeGreaterThan(40);
      if (type === 'job_match') {
        // The same deterministic score as on every other engine (job-match.test.ts checks the openai path).
        const { cvData, jobId } = body as { cvData: FitCv; jobId: string };
        const expected = scoreFit(cvData, getRole(jobId)!, { asOf: yearMonth(new Date()) });
        expect((run.result as { fitScore: number }).fitScore).toBe(expected.fitScore);
      }
    },
  );

  it('when an elite account asks for the enhanced interpretation without naming a tier, then it gets the enhanced insights; a starter claiming elite does not', async () => {
    const news = REQUESTS.find(([path]) => path === '/news-interpreter/analyze')![2];
    expect((await fetch(`${api.url}/api/profile`, { headers: await api.authHeader('elite-eve') })).status).toBe(200);
    await db.query(
      "UPDATE users SET subscription_tier = 'elite', subscription_status = 'active', max_simulations = -1 WHERE uid = $1",
      ['elite-eve'],
    );
    const categories = (run: { result: unknown }) =>
      (run.result as { insights: { category: string }[] }).insights.map((i) => i.category);

    const elite = await runToEnd('elite-eve', '/news-interpreter/analyze-enhanced', news);
    expect(elite.status).toBe('completed');
    expect(categories(elite)).toContain('Analysis Gaps');
    // No live web search is configured here: the enhanced result says it is based on the article alone.
    expect((elite.result as { sourceNote: string | null }).sourceNote).toBe(NO_LIVE_SEARCH_NOTE);

    const starter = await runToEnd('starter-sid', '/news-interpreter/analyze', {
      ...(news as object),
      userTier: 'elite',
    });
    expect(starter.status).toBe('completed');
    expect(categories(starter)).not.toContain('Analysis Gaps');
    expect((starter.result as { sourceNote: string | null }).sourceNote).toBeNull();
  });
});
