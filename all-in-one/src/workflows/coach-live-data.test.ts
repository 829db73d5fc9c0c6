import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPlan } from '@fcs/api/testing/use-test-api';
import type { TestApi } from '@fcs/api/testing/app';
import { createTestDb } from '@fcs/core/testing/db';
import { createLogger } from '@fcs/core/platform/logger';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { ZRun, type Run } from '@fcs/shared/runs';
import { ZStartRunResponse } from '@fcs/shared/runs';
import { COACH_LIVE_DATA_TEXTS, ZCoachRunResult, type CoachWorkflowId } from '@fcs/shared/workflows/coach';
import { loadWorkerConfig } from '@fcs/worker/config';
import { OFFLINE_CONTENT } from '@fcs/worker/llm/create-llm';
import { createOfflineLlm } from '@fcs/worker/llm/offline/offline-llm';
import type { LlmClient, StreamTextRequest } from '@fcs/worker/llm/types';
import { startWorkers, type WorkerRuntime } from '@fcs/worker/runtime';
import { dropPrefix, testPrefix, waitFor } from '@fcs/worker/testing/harness';
import { startApi } from '../testing/system';

const ROLE = 'credit_research_analyst';

/** A news wire as a configured feed serves it: two items about credit work, one about hiring, one about neither. */
const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Local Credit Wire</title>
  <item><title>Agency cuts housebuilder to junk on covenant strain</title><link>https://wire.test/junk</link>
    <guid>w-1</guid><pubDate>Tue, 10 Jun 2025 08:00:00 GMT</pubDate>
    <description>A rating agency downgraded a listed housebuilder after its leverage rose and covenant headroom shrank; bond spreads widened.</description></item>
  <item><title>Bond investors demand wider spreads on new issues</title><link>https://wire.test/spreads</link>
    <guid>w-2</guid><pubDate>Mon, 09 Jun 2025 08:00:00 GMT</pubDate>
    <description>New-issue premiums rose as credit investors priced in refinancing risk for leveraged issuers.</description></item>
  <item><title>Lender is hiring fifty analysts for its Leeds hub</title><link>https://wire.test/hiring</link>
    <guid>w-3</guid><pubDate>Sun, 08 Jun 2025 08:00:00 GMT</pubDate>
    <description>The bank is recruiting graduates and experienced hires into its new office.</description></item>
  <item><title>Village bakery wins regional prize</title><link>https://wire.test/bakery</link>
    <guid>w-4</guid><pubDate>Sat, 07 Jun 2025 08:00:00 GMT</pubDate>
    <description>Sourdough and pastries impressed the judges at the county show.</description></item>
</channel></rss>`;

/** The offline engine, keeping every request it got (to see what the model was told). */
function recordingEngine() {
  const offline = createOfflineLlm({ content: OFFLINE_CONTENT, wordDelayMs: 0 });
  const requests: StreamTextRequest[] = [];
  const llm: LlmClient = {
    engine: offline.engine,
    streamText(request, onToken, signal) {
      requests.push(request);
      return offline.streamText(request, onToken, signal);
    },
    generateObject: (request, signal) => offline.generateObject(request, signal),
  };
  return { llm, requests };
}

describe("the coach's live-data workflows (api + worker, Postgres, Redis, a local RSS feed)", () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let workers: WorkerRuntime | undefined;
  let feed: Server;
  let base = '';
  let feedHits = 0;
  const engine = recordingEngine();
  const prefix = testPrefix();

  /** (Re)starts the worker as production does: its live news comes from NEWS_FEED_URLS. */
  async function startWorker(feeds: string) {
    await workers?.close();
    const config = loadWorkerConfig({
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      RUN_SWEEP_INTERVAL_MS: '0',
      NEWS_FEED_URLS: feeds,
      NEWS_FETCH_TIMEOUT_MS: '2000',
    });
    workers = await startWorkers({
      config,
      logger: createLogger({ level: 'silent' }),
      db,
      redisUrl: TEST_REDIS_URL,
      runEngine: { llm: engine.llm, shutdownGraceMs: 200 },
    });
  }

  beforeAll(async () => {
    feed = createServer((req, res) => {
      if (req.url === '/rss') {
        feedHits += 1;
        res.setHeader('content-type', 'application/rss+xml');
        res.end(RSS);
      } else {
        res.statusCode = 503;
        res.end();
      }
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    const address = feed.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    db = await createTestDb('postgres');
    api = await startApi(db, prefix);
  });
  afterAll(async () => {
    await workers?.close();
    await api?.stop();
    await db?.drop();
    await dropPrefix(prefix);
    await new Promise<void>((resolve) => feed.close(() => resolve()));
  });

  /** Runs a coach workflow for an elite user to its end; the finished run and what the model was sent. */
  async function runWorkflow(uid: string, workflowType: CoachWorkflowId) {
    const headers = await createUserWithPlan(api, db, uid, { tier: 'elite', status: 'active', max: -1 });
    const res = await fetch(`${api.url}/api/coach/workflow/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ jobId: ROLE, workflowType }),
    });
    expect(res.status).toBe(202);
    const { runId } = ZStartRunResponse.parse(await res.json());
    const run: Run = await waitFor(async () => {
      const current = ZRun.parse(await (await fetch(`${api.url}/api/runs/${runId}`, { headers })).json());
      return current.status === 'completed' || current.status === 'failed' ? current : null;
    }, `the ${workflowType} run to end`);
    expect(run.status).toBe('completed');
    const request = engine.requests.findLast((r) => r.task.kind === 'coach_chat.workflow')!;
    return { run, result: ZCoachRunResult.parse(run.result), request };
  }
  const streamedText = (run: Run) => run.steps.find((s) => s.id === 'analysis')!.streamedText;

  it('when a feed is configured, then News Interpreter grounds on its articles about the role, says so, and lists them as sources', async () => {
    await startWorker(`${base}/rss`);
    const { run, result, request } = await runWorkflow('elite-nia', 'news_interpreter');
    expect(feedHits).toBeGreaterThan(0);
    expect(result.liveData?.status).toBe('live');
    const articles = result.liveData?.status === 'live' ? result.liveData.articles : [];
    const titles = articles.map((a) => a.title);
    expect(titles).toContain('Agency cuts housebuilder to junk on covenant strain');
    expect(titles).toContain('Bond investors demand wider spreads on new issues');
    expect(titles).not.toContain('Village bakery wins regional prize');
    expect(articles.find((a) => a.url === 'https://wire.test/junk')).toEqual({
      title: 'Agency cuts housebuilder to junk on covenant strain',
      source: 'Local Credit Wire',
      url: 'https://wire.test/junk',
      publishedAt: '2025-06-10T08:00:00.000Z',
    });
    if (process.env.SHOW_LIVE) console.log(result.content);
    // The answer opens with the line and closes with the sources, streamed like the rest.
    expect(result.content.startsWith(result.liveData!.note)).toBe(true);
    expect(result.liveData!.note).toBe(COACH_LIVE_DATA_TEXTS.live(articles.length, ['Local Credit Wire']));
    expect(result.content).toContain(
      '- [Agency cuts housebuilder to junk on covenant strain](https://wire.test/junk) (Local Credit Wire, 10 Jun 2025)',
    );
    expect(result.content).not.toContain('bakery');
    // The answer itself reads the articles for the role (the offline engine here; a model gets them in its prompt).
    expect(result.content).toContain("**What today's live news means for a Credit Research Analyst**");
    expect(result.content).toContain('- **Agency cuts housebuilder to junk on covenant strain** (Local Credit Wire):');
    expect(streamedText(run).trim()).toBe(result.content);
    // The model read the articles; the offline engine got them as data.
    expect(request.messages[0]!.content).toContain('Agency cuts housebuilder to junk on covenant strain');
    expect(request.messages[0]!.content).toContain('rating agency downgraded a listed housebuilder');
    expect(request.task.computed).toMatchObject({ liveArticles: expect.arrayContaining([expect.anything()]) });
    const loaded = run.steps.find((s) => s.id === 'load-context')!;
    expect(loaded.narration).toMatch(/Read \d current articles? from the live news feeds\./);
  });

  it('when Job Discovery runs with a feed, then hiring news counts beside the role’s own', async () => {
    const { result } = await runWorkflow('elite-jo', 'job_discovery');
    const titles = result.liveData?.status === 'live' ? result.liveData.articles.map((a) => a.title) : [];
    expect(titles).toContain('Lender is hiring fifty analysts for its Leeds hub');
    expect(titles).not.toContain('Village bakery wins regional prize');
  });

  it('when Research Report runs, then it says plainly that there is no live research source, and lists nothing', async () => {
    const { result, request } = await runWorkflow('elite-rea', 'research_report');
    expect(result.liveData).toEqual({
      status: 'unavailable',
      reason: 'no_source',
      note: COACH_LIVE_DATA_TEXTS.no_source,
    });
    expect(result.content.startsWith(COACH_LIVE_DATA_TEXTS.no_source)).toBe(true);
    expect(result.content).not.toContain(COACH_LIVE_DATA_TEXTS.sourcesHeading);
    expect(request.messages[0]!.content).toContain('No live data is available for this answer');
  });

  it('when no feed is configured, or the configured one fails, then the answer says no live data was available and names no headline', async () => {
    for (const [feeds, reason, uid] of [
      ['', 'no_feed', 'elite-nof'],
      [`${base}/down`, 'unreachable', 'elite-down'],
    ] as const) {
      await startWorker(feeds);
      const { run, result, request } = await runWorkflow(uid, 'news_interpreter');
      expect(result.liveData).toEqual({ status: 'unavailable', reason, note: COACH_LIVE_DATA_TEXTS[reason] });
      expect(result.content.startsWith(COACH_LIVE_DATA_TEXTS[reason])).toBe(true);
      expect(result.content).not.toMatch(/housebuilder to junk|wire\.test/);
      expect(result.content).not.toContain(COACH_LIVE_DATA_TEXTS.sourcesHeading);
      expect(request.task.computed).toBeUndefined();
      expect(request.messages[0]!.content).toContain('No live data is available for this answer');
      expect(run.steps.find((s) => s.id === 'load-context')!.narration).toContain('No live data was available.');
    }
  });

  it('when a chat reply or a workflow without live data runs, then it carries no live-data line', async () => {
    const { result } = await runWorkflow('elite-dai', 'day_in_life');
    expect(result.liveData).toBeNull();
    expect(result.content).not.toMatch(/live data/i);
  });
});
