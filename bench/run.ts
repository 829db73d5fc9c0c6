/**
 * `npm run bench`: how much the durable workflow engine costs on top of the model, with a zero-delay stand-in LLM.
 *
 * Everything real except the model: the api (createApp on a random port of 127.0.0.1), in-process workers
 * (startWorkers, the OpenAI adapter pointed at a local OpenAI-compatible stand-in that streams its SSE chunks
 * at once), Redis, and Postgres (a private schema on the local server). Each run is an AI impact analysis followed
 * by its own Socket.IO client, exactly as the browser does (POST, subscribe from seq 0, fold events).
 *
 * Measured:
 * - first token: POST /api/ai-jobs/analyze until the client receives the run's first streamed token;
 * - baseline: a direct streaming call to the stand-in until its first content chunk (the ratio is the engine's
 *   overhead: queue, five checkpointed steps, event log, relay);
 * - relay: each token from the moment the worker's LLM layer hands it to the engine until the client's socket
 *   handler sees it (stamped in this process with performance.now(), so the clocks are the same), at 1, 50 and
 *   200 concurrent runs;
 * - runs completed per second at each level;
 * - lost and duplicate events: each client's received seqs against the run's full event log.
 * The last line of the output is one JSON object with the headline figures.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import OpenAI from 'openai';
import { createLogger } from '@fcs/core/platform/logger';
import { migrate, openPostgres, type Db } from '@fcs/core/platform/db';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { startTestApi, type TestApi } from '@fcs/api/testing/app';
import { deleteRedisKeys, TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { TEST_POSTGRES_URL } from '@fcs/core/testing/db';
import type { RunEvent } from '@fcs/shared/runs';
import { loadWorkerConfig } from '@fcs/worker/config';
import { createLlm } from '@fcs/worker/llm/create-llm';
import type { LlmClient } from '@fcs/worker/llm/types';
import { startWorkers, type WorkerRuntime } from '@fcs/worker/runtime';
import { startFakeOpenAi, type FakeOpenAi } from '@fcs/worker/testing/fake-openai';
import { AI_IMPACT_ANSWER } from '@fcs/worker/testing/fixtures';
import { connectClient, type ClientSocket } from '@fcs/all-in-one/testing/system';

const LEVELS = [1, 50, 200] as const;
/** Sequential runs measured at concurrency 1 (first-token and relay figures of an idle engine). */
const SEQUENTIAL_RUNS = 50;
const BASELINE_CALLS = 100;
/** Unmeasured calls first: the first requests pay for JIT compilation and new connections. */
const WARM_UP_CALLS = 10;
/** Words the stand-in streams for the summary step: each is one token event. */
const SUMMARY_WORDS = 60;
/** The whole bench stops here, whatever state it is in. */
const DEADLINE_MS = 170_000;
const RUN_TIMEOUT_MS = 90_000;
const ROLE = 'equity_research_analyst';

const startedAt = performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- statistics

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

function summarise(values: number[]) {
  return { p50: round(percentile(values, 50)), p99: round(percentile(values, 99)), n: values.length };
}

function round(value: number, digits = 2): number {
  return Number.isFinite(value) ? Number(value.toFixed(digits)) : Number.NaN;
}

// ---------------------------------------------------------------- token stamps

/**
 * When the worker's LLM layer handed each token to the engine, by token text. The stand-in makes every token of
 * the whole bench unique (`r<call>w<index>`), so the client can find its stamp.
 */
const handedOver = new Map<string, number>();

/** The configured LLM adapter, with every streamed token stamped just before the engine appends it. */
function stampTokens(inner: LlmClient): LlmClient {
  return {
    engine: inner.engine,
    generateObject: (request, signal) => inner.generateObject(request, signal),
    streamText: (request, onToken, signal) =>
      inner.streamText(
        request,
        (text) => {
          handedOver.set(text, performance.now());
          return onToken(text);
        },
        signal,
      ),
  };
}

// ---------------------------------------------------------------- one followed run

interface RunOutcome {
  runId: string;
  firstTokenMs: number | null;
  relayMs: number[];
  seqs: number[];
  status: 'completed' | 'failed' | 'timeout';
  finishedAt: number;
}

/** Starts one AI impact run over HTTP and follows it on its own socket until it ends. */
async function followOneRun(api: TestApi, socket: ClientSocket, auth: Record<string, string>): Promise<RunOutcome> {
  const seqs: number[] = [];
  const relayMs: number[] = [];
  let firstTokenAt: number | null = null;
  let runId = '';
  let finish!: (status: RunOutcome['status']) => void;
  const done = new Promise<RunOutcome['status']>((resolve) => (finish = resolve));

  const onEvent = (event: RunEvent) => {
    const receivedAt = performance.now();
    if (event.runId !== runId) return;
    seqs.push(event.seq);
    if (event.type === 'token') {
      firstTokenAt ??= receivedAt;
      const stamp = handedOver.get(event.text);
      if (stamp !== undefined) relayMs.push(receivedAt - stamp);
    } else if (event.type === 'run.completed') finish('completed');
    else if (event.type === 'run.failed') finish('failed');
  };
  const postedAt = performance.now();
  const res = await fetch(`${api.url}/api/ai-jobs/analyze`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ jobId: ROLE }),
  });
  if (res.status !== 202) throw new Error(`POST /api/ai-jobs/analyze answered ${res.status}: ${await res.text()}`);
  runId = ((await res.json()) as { runId: string }).runId;
  socket.on('run:event', onEvent);
  const ack = await socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 });
  if (!ack.ok) throw new Error(`subscribe refused: ${ack.error.message}`);

  let timer: NodeJS.Timeout | undefined;
  const status = await Promise.race([
    done,
    new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), RUN_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  socket.off('run:event', onEvent);
  socket.emit('run:unsubscribe', { runId });
  return {
    runId,
    firstTokenMs: firstTokenAt === null ? null : firstTokenAt - postedAt,
    relayMs,
    seqs,
    status,
    finishedAt: performance.now(),
  };
}

// ---------------------------------------------------------------- bench

interface LevelResult {
  concurrency: number;
  runs: number;
  completed: number;
  seconds: number;
  runsPerSecond: number;
  firstToken: ReturnType<typeof summarise>;
  relay: ReturnType<typeof summarise>;
  lost: number;
  duplicates: number;
}

async function main() {
  const prefix = `bench${randomBytes(4).toString('hex')}`;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const logger = createLogger({ level: 'silent' });
  const cleanups: Array<() => Promise<unknown>> = [];
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench: still running after ${DEADLINE_MS / 1000} s, giving up\n`);
    void cleanup().finally(() => process.exit(1));
  }, DEADLINE_MS);
  async function cleanup() {
    for (const fn of cleanups.reverse())
      await fn().catch((err: unknown) => process.stderr.write(`bench cleanup: ${String(err)}\n`));
    cleanups.length = 0;
  }

  try {
    // Database: a private schema on the local Postgres (PGlite serialises every query, which would measure it).
    const adminDb = openPostgres(TEST_POSTGRES_URL, { max: 1 });
    await adminDb.query(`CREATE SCHEMA ${schema}`);
    cleanups.push(async () => {
      await adminDb.query(`DROP SCHEMA ${schema} CASCADE`);
      await adminDb.close();
    });
    const db: Db = openPostgres(TEST_POSTGRES_URL, { schema, max: 20 });
    cleanups.push(() => db.close());
    await migrate(db);

    const redis: Redis = createRedis(TEST_REDIS_URL);
    cleanups.push(async () => {
      await deleteRedisKeys(redis, prefix);
      await redis.quit();
    });

    // The stand-in model: the analysis as JSON at once, the summary as SUMMARY_WORDS unique words with no delay.
    let streamCalls = 0;
    const fake: FakeOpenAi = await startFakeOpenAi((call) => {
      if (call.marker === 'ai_impact.analyse') return { json: AI_IMPACT_ANSWER };
      if (call.stream) {
        const n = ++streamCalls;
        return { text: Array.from({ length: SUMMARY_WORDS }, (_, i) => `r${n}w${i}`).join(' '), chunkDelayMs: 0 };
      }
      return { status: 400, message: `no script for ${call.marker}` };
    });
    cleanups.push(() => fake.close());

    const api = await startTestApi(db, { REDIS_PREFIX: prefix, LOG_LEVEL: 'silent' });
    cleanups.push(() => api.stop());

    const workerConfig = loadWorkerConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      WORKER_CONCURRENCY: String(Math.max(...LEVELS)),
      OPENAI_API_KEY: 'bench-key',
      OPENAI_BASE_URL: fake.url,
      LLM_MODEL: 'bench-model',
    });
    const workers: WorkerRuntime = await startWorkers({
      config: workerConfig,
      logger,
      db,
      redisUrl: TEST_REDIS_URL,
      runEngine: { llm: stampTokens(createLlm(workerConfig, logger)) },
    });
    cleanups.push(() => workers.close());
    const log = createRunEventLog(redis, prefix);

    // Baseline: the stand-in alone, through the same SDK, until the first content chunk.
    const sdk = new OpenAI({ apiKey: 'bench-key', baseURL: fake.url, maxRetries: 0 });
    const baseline: number[] = [];
    for (let i = 0; i < WARM_UP_CALLS + BASELINE_CALLS; i++) {
      const t0 = performance.now();
      const stream = await sdk.chat.completions.create({
        model: 'bench-model',
        stream: true,
        messages: [
          { role: 'system', content: '[task:baseline]' },
          { role: 'user', content: 'Summarise.' },
        ],
      });
      let first: number | null = null;
      for await (const chunk of stream) {
        if (first === null && chunk.choices[0]?.delta?.content) first = performance.now() - t0;
      }
      if (first !== null && i >= WARM_UP_CALLS) baseline.push(first);
    }

    // Clients: one user and one socket per concurrent run, connected before timing starts.
    const maxClients = Math.max(...LEVELS);
    const clients: { socket: ClientSocket; auth: Record<string, string> }[] = [];
    for (let i = 0; i < maxClients; i++) {
      const auth = await api.authHeader(`bench-user-${i}`);
      clients.push({ socket: await connectClient(api.url, auth), auth });
    }
    cleanups.push(async () => clients.forEach((c) => c.socket.disconnect()));

    // Warm-up: first requests compile code paths and open pool connections.
    await Promise.all(clients.slice(0, 5).map((c) => followOneRun(api, c.socket, c.auth)));
    for (let i = 0; i < 5; i++) await followOneRun(api, clients[0]!.socket, clients[0]!.auth);

    const results: LevelResult[] = [];
    for (const concurrency of LEVELS) {
      const outcomes: RunOutcome[] = [];
      const t0 = performance.now();
      if (concurrency === 1) {
        for (let i = 0; i < SEQUENTIAL_RUNS; i++)
          outcomes.push(await followOneRun(api, clients[0]!.socket, clients[0]!.auth));
      } else {
        outcomes.push(
          ...(await Promise.all(clients.slice(0, concurrency).map((c) => followOneRun(api, c.socket, c.auth)))),
        );
      }
      const seconds = (performance.now() - t0) / 1000;

      // Lost and duplicate events: what each client received against the run's full log.
      let lost = 0;
      let duplicates = 0;
      for (const outcome of outcomes) {
        const logged = (await log.read(outcome.runId, 0)).map((e) => e.seq);
        const received = new Set(outcome.seqs);
        duplicates += outcome.seqs.length - received.size;
        lost += logged.filter((seq) => !received.has(seq)).length;
      }
      const completed = outcomes.filter((o) => o.status === 'completed').length;
      results.push({
        concurrency,
        runs: outcomes.length,
        completed,
        seconds,
        runsPerSecond: completed / seconds,
        firstToken: summarise(outcomes.flatMap((o) => (o.firstTokenMs === null ? [] : [o.firstTokenMs]))),
        relay: summarise(outcomes.flatMap((o) => o.relayMs)),
        lost,
        duplicates,
      });
      handedOver.clear();
      await sleep(200);
    }

    printReport(baseline, results);
    const c = (n: number) => results.find((r) => r.concurrency === n)!;
    const pick = (s: { p50: number; p99: number }) => ({ p50: s.p50, p99: s.p99 });
    const incomplete = results.reduce((sum, r) => sum + (r.runs - r.completed), 0);
    const summary = {
      first_token_ms: pick(c(1).firstToken),
      baseline_first_token_ms: pick(summarise(baseline)),
      relay_ms: { c1: pick(c(1).relay), c50: pick(c(50).relay), c200: pick(c(200).relay) },
      runs_per_s: round(c(200).runsPerSecond, 1),
      lost_events: results.reduce((sum, r) => sum + r.lost, 0),
      duplicate_events: results.reduce((sum, r) => sum + r.duplicates, 0),
    };
    await cleanup();
    clearTimeout(watchdog);
    if (incomplete > 0) process.stderr.write(`bench: ${incomplete} runs did not complete\n`);
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    process.exitCode = incomplete > 0 ? 1 : 0;
  } catch (err) {
    clearTimeout(watchdog);
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    await cleanup();
    process.exitCode = 1;
  }
}

function printReport(baseline: number[], results: LevelResult[]) {
  const b = summarise(baseline);
  const c1 = results.find((r) => r.concurrency === 1)!;
  const lines = [
    '',
    'AI impact runs: real api, in-process workers, Redis, Postgres; stand-in LLM streaming with no delay',
    `(${SUMMARY_WORDS} streamed tokens per run; all in one process on ${availableParallelism()} cores; times in ms)`,
    '',
    pad(['', 'runs', 'runs/s', 'first token p50', 'p99', 'relay p50', 'p99', 'tokens', 'lost', 'dup']),
    pad(['direct call to stand-in', String(b.n), '', fmt(b.p50), fmt(b.p99), '', '', '', '', '']),
    ...results.map((r) =>
      pad([
        `engine, ${r.concurrency} concurrent`,
        `${r.completed}/${r.runs}`,
        fmt(r.runsPerSecond, 1),
        fmt(r.firstToken.p50),
        fmt(r.firstToken.p99),
        fmt(r.relay.p50),
        fmt(r.relay.p99),
        String(r.relay.n),
        String(r.lost),
        String(r.duplicates),
      ]),
    ),
    '',
    `Engine overhead to the first token (1 concurrent, p50): ${fmt(c1.firstToken.p50 / b.p50, 1)}x the direct call ` +
      `(${fmt(c1.firstToken.p50 - b.p50)} ms: POST, queue, three checkpointed steps incl. the structured call, event log, relay).`,
    `Took ${fmt((performance.now() - startedAt) / 1000, 1)} s.`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

function fmt(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

function pad(cells: string[]): string {
  const widths = [26, 9, 8, 16, 9, 10, 9, 8, 6, 5];
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ');
}

await main();
