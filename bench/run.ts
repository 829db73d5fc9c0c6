/**
 * `npm run bench`: how much the durable workflow engine costs on top of the model, and what users feel under load.
 *
 * Three parts: (1) a zero-delay stand-in model (the engine's own cost); (2) a late client replaying a 5,000-event
 * run; (3) a realistic stand-in model (REALISTIC_TTFT_MS to the first token, REALISTIC_TOKENS_PER_S after that, for
 * the structured analysis as for the summary) with REALISTIC_USERS users starting runs within REALISTIC_SPREAD_MS,
 * each following its run over Socket.IO, in-process AND on the production shape (the api and two worker processes,
 * started from their real entry points; measured twice: just started, then again on the same processes).
 *
 * Everything real except the model: the api (createApp on a random port of 127.0.0.1), in-process workers
 * (startWorkers, the OpenAI adapter pointed at a local OpenAI-compatible stand-in that streams its SSE chunks
 * at once), Redis, and Postgres (a private schema on the local server). Each run is an AI impact analysis followed
 * by its own Socket.IO client, exactly as the browser does (POST, subscribe from seq 0, fold events). The clients
 * (bench/lib/clients.ts) and the stand-in (bench/lib/stand-in.ts) each run in a child process, so this process's
 * loop carries the engine alone, not also 200 users' sockets and the model's answers; BENCH_CLIENTS=in-process and
 * BENCH_STAND_IN=in-process put them back in this process (how the bench ran until then).
 *
 * Measured:
 * - first token: POST /api/ai-jobs/analyze until the client receives the run's first streamed token;
 * - baseline: a direct streaming call to the stand-in until its first content chunk (the ratio is the engine's
 *   overhead: queue, five checkpointed steps, event log, relay);
 * - relay: each token from the moment the worker's LLM layer hands it to the engine until the client's socket
 *   handler sees it, at 1, 50 and 200 concurrent runs (both stamps on one clock across processes: the epoch at
 *   performance.now()'s resolution, `now()` in bench/lib/follow.ts);
 * - runs completed per second at each level;
 * - lost and duplicate events: each client's received seqs against the run's full event log;
 * - this process's event-loop delay (p50/p99/max of the time between ticks of a 1 ms timer) and its CPU time per
 *   wall second while each level runs (and the clients' process's CPU): the api and the in-process workers share
 *   this one loop (and the stand-in, with BENCH_STAND_IN=in-process), so a delay here is time every relayed word
 *   may wait in line, whatever the engine does per event.
 * Since runs stream in frames (TOKEN_FRAME_MS), a token event carries several of the stand-in's words: relay is
 * measured per word (each word's own hand-over stamp), so the time a word waits for its frame counts.
 *
 * Realistic part, per scenario: first output (POST until the client sees the first thing the model wrote: the
 * analysis step's progress line or a token) against the stand-in's own time to first token, relay per summary word
 * (stamped when the stand-in writes it), lost and duplicate events; where the first output's time went, stage by
 * stage (api, enqueue, pickup, begin, model, relay: bench/lib/stages.ts, from stamps the run leaves anyway), the CPU
 * each process of the engine used and the event-loop delay of the bench's helper processes during the round.
 * The last line of the output is one JSON object with the headline figures.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { performance, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import OpenAI from 'openai';
import { createLogger } from '@fcs/core/platform/logger';
import { migrate, openPostgres, type Db } from '@fcs/core/platform/db';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { startTestApi } from '@fcs/api/testing/app';
import { deleteRedisKeys, TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { TEST_POSTGRES_URL } from '@fcs/core/testing/db';
import type { RunEvent, RunEventBatch } from '@fcs/shared/runs';
import { loadWorkerConfig } from '@fcs/worker/config';
import { createLlm } from '@fcs/worker/llm/create-llm';
import type { LlmClient } from '@fcs/worker/llm/types';
import { startWorkers, type WorkerRuntime } from '@fcs/worker/runtime';
import { connectClient, type ClientSocket } from '@fcs/all-in-one/testing/system';
import { runsRepository } from '@fcs/core/runs/runs.repository';
import { pendingStep } from '@fcs/shared/runs';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import { Queue } from 'bullmq';
import { RUNS_QUEUE } from '@fcs/shared/workflows/jobs';
import { createSchema, startCluster } from './lib/cluster';
import { cpuMsOf, machineCpuMeter, type ProcessCpu } from './lib/machine-cpu';
import { childFleet, inProcessFleet, type ClientFleet } from './lib/clients';
import { now, type FollowedRun } from './lib/follow';
import { loopDelayMeter, type LoopDelay } from './lib/loop-delay';
import { roundTripMeter, type RoundTrips } from './lib/round-trips';
import { modelTtfts, runStages, STAGES, type JobStamps, type Stage } from './lib/stages';
import { firstWordTimeline, stageRecorder, type TimedRun } from './lib/timeline';
import { SEGMENTS, summariseTraces, traceWords, type RelaySplit } from './lib/relay-split';
import { percentile } from './lib/stats';
import { startHeapProfile, startProfile } from './lib/profile';
import {
  childStandIn,
  inProcessStandIn,
  REALISTIC_TOKENS_PER_S,
  REALISTIC_TTFT_MS,
  SUMMARY_WORDS,
  type StandIn,
} from './lib/stand-in';

const LEVELS = [1, 50, 200] as const;
/** Sequential runs measured at concurrency 1 (first-token and relay figures of an idle engine); BENCH_SEQUENTIAL_RUNS. */
const SEQUENTIAL_RUNS = Number(process.env.BENCH_SEQUENTIAL_RUNS ?? 50);
/**
 * BENCH_AHEAD_AB=1: at the in-process 1-concurrent level, every other run's job goes without its input hint (so
 * without its first model call sent ahead, worker/src/engine/prefetch.ts), and the report compares the two halves
 * of the one run of the bench (the same process and moment, alternating), not two runs of it minutes apart.
 */
const AHEAD_AB = process.env.BENCH_AHEAD_AB === '1';
let withoutHint = false;
if (AHEAD_AB) {
  const add = Queue.prototype.add;
  Queue.prototype.add = function (this: Queue, name: string, data: unknown, opts?: object) {
    if (withoutHint && data && typeof data === 'object' && 'input' in data) {
      const { input: _input, ...rest } = data as Record<string, unknown>;
      return add.call(this, name, rest, opts);
    }
    return add.call(this, name, data, opts);
  } as typeof add;
}
const BASELINE_CALLS = 100;
/** Unmeasured calls first: the first requests pay for JIT compilation and new connections. */
const WARM_UP_CALLS = 10;
/** The whole bench stops here, whatever state it is in. */
const DEADLINE_MS = 420_000;
/** Realistic part: how many users start runs within how long (the stand-in's pace: bench/lib/stand-in.ts). */
const REALISTIC_USERS = 200;
const REALISTIC_SPREAD_MS = 2000;
/** Events in the run a late client replays. */
const REPLAY_EVENTS = 5000;
const REPLAY_TRIES = 5;
const RUN_TIMEOUT_MS = 90_000;
const ROLE = 'equity_research_analyst';
/**
 * BENCH_PARTS (comma-separated, default all): besides the zero-delay part, which always runs, `replay`,
 * `realistic` (in-process), `production` (the realistic model on the production shape) and `production-zero` (the
 * zero-delay levels on the production shape, after its realistic rounds when both run, on the same processes). E.g. `BENCH_PARTS=zero`
 * to profile the engine's own cost; the JSON line then holds the figures of the parts that ran. TOKEN_FRAME_MS, when
 * set, applies to the in-process workers (to compare framings back to back); RELAY_FIRST_FOLLOWER_MS to the in-process
 * api (0: no subscription ahead of a run's first follower).
 */
/**
 * BENCH_CLIENTS=in-process runs the clients in the bench process, as the bench did before they moved to a child
 * process (the same build's figures under both harnesses tell a harness change from an engine change).
 */
const CLIENTS_IN_PROCESS = process.env.BENCH_CLIENTS === 'in-process';
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'replay,realistic,production,production-zero').split(',').map((p) => p.trim()),
);
/**
 * BENCH_STAND_IN=in-process runs the stand-in model in the bench process, as the bench did before it moved to a
 * child process.
 */
const STAND_IN_IN_PROCESS = process.env.BENCH_STAND_IN === 'in-process';
/**
 * LLM_WARM_CONNECTIONS, when set, applies to the in-process workers and the production shape's (e.g. 0 to compare
 * against workers that open their connections to the model only when a run needs one).
 */
const warmConnectionsEnv: Record<string, string> = process.env.LLM_WARM_CONNECTIONS
  ? { LLM_WARM_CONNECTIONS: process.env.LLM_WARM_CONNECTIONS }
  : {};
/** DATABASE_POOL_SIZE, when set, applies to the production shape's api and workers (default: theirs, 10). */
const poolSizeEnv: Record<string, string> = process.env.DATABASE_POOL_SIZE
  ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
  : {};
/**
 * BENCH_PRODUCTION_PREWARM_RUNS (default 0): zero-delay runs of other users through the freshly started production
 * shape before its first realistic round, 10 at a time: what a start-up warm-up could gain at most (a diagnostic;
 * the first round then no longer shows fresh processes).
 */
const PRODUCTION_PREWARM_RUNS = Number(process.env.BENCH_PRODUCTION_PREWARM_RUNS ?? 0);
/**
 * BENCH_PRODUCTION_KNOWN_USERS=1: the production shape's first-round users have a profile before the round (each
 * asks for it once), so the round's first POSTs do not create one (a diagnostic: by default they are new users).
 */
const PRODUCTION_KNOWN_USERS = process.env.BENCH_PRODUCTION_KNOWN_USERS === '1';
/**
 * BENCH_PROFILE_DIR, when set: a CPU profile of this process (api and in-process workers) for each zero-delay level
 * alone, written there as `c<concurrency>.cpuprofile` (open in Chrome DevTools), without start-up and warm-up; and
 * of the clients' and the stand-in's processes (when in a child process) as `c<concurrency>.clients.cpuprofile` and
 * `c<concurrency>.stand-in.cpuprofile`. BENCH_HEAP_PROFILE_DIR, when set: what this process allocated during each
 * level (sampled, objects already collected included) as `c<concurrency>.heapprofile`; not with a CPU profile in the
 * same run (sampling allocations slows the functions that allocate most, which the CPU profile then overstates).
 * `npx tsx bench/profile-summary.ts <dir>` summarises a level's profiles.
 */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const HEAP_PROFILE_DIR = process.env.BENCH_HEAP_PROFILE_DIR;
/**
 * BENCH_RELAY_SPLIT=1: where each relayed word's time goes at 50 and 200 concurrent (bench/lib/relay-split.ts), from
 * the log writer's and the relay's stamps (off by default: listening makes every stamp publish an object).
 */
const RELAY_SPLIT = process.env.BENCH_RELAY_SPLIT === '1';

const startedAt = performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- statistics

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
          handedOver.set(text.trim(), now());
          return onToken(text);
        },
        signal,
      ),
  };
}

// ---------------------------------------------------------------- one followed run

interface RunOutcome {
  runId: string;
  /** POST until the first token event. */
  firstTokenMs: number | null;
  /** POST until the first thing the model wrote: a progress line or a token. */
  firstOutputMs: number | null;
  relayMs: number[];
  /** Each word the client got, with when. */
  words: [word: string, receivedAt: number][];
  seqs: number[];
  status: 'completed' | 'failed' | 'timeout';
  finishedAt: number;
  /** The client's own stamps (the first word's timeline at 1 concurrent). */
  timed: TimedRun;
}

/** A followed run's figures: its times against its POST, each word's relay against its stamp. */
function toOutcome(run: FollowedRun, stamps: Map<string, number>): RunOutcome {
  const relayMs: number[] = [];
  for (const [word, receivedAt] of run.words) {
    const stamp = stamps.get(word);
    if (stamp !== undefined) relayMs.push(receivedAt - stamp);
  }
  return {
    runId: run.runId,
    firstTokenMs: run.firstTokenAt === null ? null : run.firstTokenAt - run.postedAt,
    firstOutputMs: run.firstOutputAt === null ? null : run.firstOutputAt - run.postedAt,
    relayMs,
    words: run.words,
    seqs: run.seqs,
    status: run.status,
    finishedAt: run.finishedAt,
    timed: run,
  };
}

/** Client `index` of `set` starts one AI impact run over HTTP and follows it on its own socket until it ends. */
async function followOneRun(
  fleet: ClientFleet,
  set: string,
  index: number,
  apiUrl: string,
  stamps: Map<string, number> = handedOver,
): Promise<RunOutcome> {
  const run = await fleet.follow({
    set,
    index,
    apiUrl,
    path: '/api/ai-jobs/analyze',
    body: { jobId: ROLE },
    timeoutMs: RUN_TIMEOUT_MS,
  });
  return toOutcome(run, stamps);
}

/** Each run's full log, by run id. */
async function readLogs(log: ReturnType<typeof createRunEventLog>, outcomes: RunOutcome[]) {
  return new Map(await Promise.all(outcomes.map(async (o) => [o.runId, await log.read(o.runId, 0)] as const)));
}

/** Lost and duplicate events: what each client received against the run's full log. */
function countLost(logs: Map<string, RunEvent[]>, outcomes: RunOutcome[]) {
  let lost = 0;
  let duplicates = 0;
  for (const outcome of outcomes) {
    const logged = (logs.get(outcome.runId) ?? []).map((e) => e.seq);
    const received = new Set(outcome.seqs);
    duplicates += outcome.seqs.length - received.size;
    lost += logged.filter((seq) => !received.has(seq)).length;
  }
  return { lost, duplicates };
}

/** When each run's job was added and taken (BullMQ keeps finished run jobs for an hour), by run id. */
async function jobStamps(redis: Redis, prefix: string): Promise<Map<string, JobStamps>> {
  const queue = new Queue(RUNS_QUEUE, { connection: redis, prefix });
  try {
    const jobs = await queue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed']);
    return new Map(
      jobs.map((job) => [
        (job.data as { runId: string }).runId,
        { timestamp: job.timestamp, processedOn: job.processedOn },
      ]),
    );
  } finally {
    await queue.close();
  }
}

/**
 * How many of the run jobs BullMQ started more than once: after a failure (the processor threw a transient error:
 * retried with backoff) or after their lock lapsed (stalled), with the distinct failure messages. Each costs the run
 * a resume (and redoes the step it was in), so the zero-delay part should show none.
 */
async function jobRetries(redis: Redis, prefix: string) {
  const queue = new Queue(RUNS_QUEUE, { connection: redis, prefix });
  try {
    const jobs = await queue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed']);
    const failedOnce = jobs.filter((job) => (job.stacktrace?.length ?? 0) > 0 || job.attemptsMade > 1);
    const reasons = new Set(failedOnce.flatMap((job) => (job.stacktrace ?? []).map((trace) => trace.split('\n')[0]!)));
    return {
      jobs: jobs.length,
      retried: failedOnce.length,
      stalled: jobs.filter((job) => (job.stalledCounter ?? 0) > 0).length,
      reasons: [...reasons].slice(0, 5),
    };
  } finally {
    await queue.close();
  }
}

// ---------------------------------------------------------------- bench

interface LevelResult {
  concurrency: number;
  runs: number;
  completed: number;
  seconds: number;
  runsPerSecond: number;
  firstToken: ReturnType<typeof summarise>;
  firstOutput: ReturnType<typeof summarise>;
  relay: ReturnType<typeof summarise>;
  lost: number;
  duplicates: number;
  /** This process's event-loop delay while the level ran (ms). */
  loopDelay: LoopDelay;
  /** CPU seconds this process used per wall second while the level ran (1 = one core busy throughout). */
  cpuPerSecond: number;
  /** CPU milliseconds this process used per completed run while the level ran (api and workers together). */
  cpuMsPerRun: number;
  /**
   * The part of cpuMsPerRun spent in the kernel (system time: socket reads and writes, timers): a CPU profile's
   * samples in `writev` also count the time the process waits there while a woken receiver (Postgres, Redis, a
   * client) runs, so a profile alone overstates what the writes cost.
   */
  cpuSystemMsPerRun: number;
  /** The same for the clients' process (null when the clients run in this one). */
  clientsCpuPerSecond: number | null;
  /** CPU ms per completed run of every process taking part (bench/lib/machine-cpu.ts), and their sum. */
  machineCpuPerRun: ProcessCpu & { total: number };
  /** The event-loop delay of the clients' and the stand-in's processes while the level ran (null: in this one). */
  helpersLoopDelay: { clients: LoopDelay | null; standIn: LoopDelay | null };
  /** What this process (api and in-process workers) sent to Postgres and Redis while the level ran, per completed run. */
  perRun: {
    queries: number;
    redis: number;
    redisByName: Record<string, number>;
    queriesByKind: Record<string, number>;
  };
}

/** Round trips per completed run, to one decimal. */
function perRun(trips: RoundTrips, runs: number): LevelResult['perRun'] {
  const per = (n: number) => round(n / Math.max(1, runs), 1);
  return {
    queries: per(trips.queries),
    redis: per(trips.redis),
    redisByName: Object.fromEntries(Object.entries(trips.redisByName).map(([name, n]) => [name, per(n)])),
    queriesByKind: Object.fromEntries(Object.entries(trips.queriesByKind).map(([name, n]) => [name, per(n)])),
  };
}

/** Each process's CPU per completed run, to one decimal, and their sum. */
function cpuPerRun(cpu: ProcessCpu, runs: number): LevelResult['machineCpuPerRun'] {
  const per = (ms: number | null) => (ms === null ? null : round(ms / Math.max(1, runs), 1));
  const total = cpu.engine + (cpu.clients ?? 0) + (cpu.standIn ?? 0) + cpu.postgres + cpu.redis;
  return {
    engine: per(cpu.engine)!,
    clients: per(cpu.clients),
    standIn: per(cpu.standIn),
    postgres: per(cpu.postgres)!,
    redis: per(cpu.redis)!,
    total: per(total)!,
  };
}

async function main() {
  // Counting starts before any connection opens, so the Lua scripts' names are known (bench/lib/round-trips.ts).
  roundTripMeter();
  const prefix = `bench${randomBytes(4).toString('hex')}`;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const logger = createLogger({ level: process.env.BENCH_LOG_LEVEL ?? 'silent', destination: process.stderr as never });
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
    // Held open as the production processes hold theirs (`openDatabase`: keepOpen, every connection opened before
    // any work), so no level opens connections; named so the meter finds its Postgres backends.
    const applicationName = `fcs-${schema}`;
    const poolUrl = new URL(TEST_POSTGRES_URL);
    poolUrl.searchParams.set('application_name', applicationName);
    const db: Db = openPostgres(poolUrl.toString(), { schema, max: 20, keepOpen: true });
    cleanups.push(() => db.close());
    await migrate(db);
    await db.connectAll();

    const redis: Redis = createRedis(TEST_REDIS_URL);
    cleanups.push(async () => {
      await deleteRedisKeys(redis, prefix);
      await redis.quit();
    });

    // The stand-in model, zero-delay first (bench/lib/stand-in.ts); in a process of its own unless
    // BENCH_STAND_IN=in-process. In the realistic part it stamps when it wrote each summary word (the relay of the
    // production shape, where the LLM layer runs in other processes, is measured from there too).
    const standIn: StandIn = STAND_IN_IN_PROCESS ? await inProcessStandIn() : await childStandIn();
    cleanups.push(() => standIn.close());

    const api = await startTestApi(db, {
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      // When set: the api's subscription ahead of a run's first follower (0: none), to compare back to back.
      ...(process.env.RELAY_FIRST_FOLLOWER_MS ? { RELAY_FIRST_FOLLOWER_MS: process.env.RELAY_FIRST_FOLLOWER_MS } : {}),
    });
    cleanups.push(() => api.stop());

    const workerConfig = loadWorkerConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      WORKER_CONCURRENCY: String(Math.max(...LEVELS, REALISTIC_USERS)),
      // The stand-in has no limits; a real provider's would be set here.
      LLM_MAX_CONCURRENCY: process.env.BENCH_LLM_MAX_CONCURRENCY ?? '1000',
      OPENAI_API_KEY: 'bench-key',
      OPENAI_BASE_URL: standIn.url,
      LLM_MODEL: 'bench-model',
      ...(process.env.TOKEN_FRAME_MS ? { TOKEN_FRAME_MS: process.env.TOKEN_FRAME_MS } : {}),
      ...warmConnectionsEnv,
    });
    const llm = createLlm(workerConfig, logger);
    cleanups.push(async () => llm.close?.());
    // As a worker process does before it takes jobs: the model's connections (LLM_WARM_CONNECTIONS).
    await llm.warmUp?.();
    const workers: WorkerRuntime = await startWorkers({
      config: workerConfig,
      logger,
      db,
      redisUrl: TEST_REDIS_URL,
      runEngine: { llm: stampTokens(llm) },
    });
    cleanups.push(() => workers.close());
    const log = createRunEventLog(redis, prefix);

    // Baseline: the stand-in alone, through the same SDK, until the first content chunk.
    const sdk = new OpenAI({ apiKey: 'bench-key', baseURL: standIn.url, maxRetries: 0 });
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
    // They live in a process of their own (BENCH_CLIENTS=in-process: in this one, as before).
    const maxClients = Math.max(...LEVELS);
    const fleet: ClientFleet = CLIENTS_IN_PROCESS ? inProcessFleet() : await childFleet();
    cleanups.push(() => fleet.close());
    const auths: Record<string, string>[] = [];
    for (let i = 0; i < maxClients; i++) auths.push(await api.authHeader(`bench-user-${i}`));
    await fleet.connect('main', api.url, auths);
    const follow = (index: number) => followOneRun(fleet, 'main', index, api.url);
    const all = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => follow(i)));

    // Warm-up: first requests compile code paths and open pool connections.
    await all(5);
    for (let i = 0; i < 5; i++) await follow(0);

    const results: LevelResult[] = [];
    let timeline: ReturnType<typeof firstWordTimeline> | null = null;
    const relaySplits: RelaySplit[] = [];
    for (const concurrency of LEVELS) {
      const outcomes: RunOutcome[] = [];
      const loopDelay = loopDelayMeter();
      const machine = await machineCpuMeter({
        admin: adminDb,
        applicationName,
        redis,
        clientsCpuMs: () => fleet.cpuMs(),
        standInCpuMs: () => standIn.cpuMs(),
      });
      const profile = PROFILE_DIR ? await startProfile() : null;
      const heapProfile = HEAP_PROFILE_DIR ? await startHeapProfile() : null;
      if (PROFILE_DIR) await Promise.all([fleet.profileStart(), standIn.profileStart()]);
      const cpu0 = process.cpuUsage();
      const trips = roundTripMeter();
      await Promise.all([fleet.loopDelay(), standIn.loopDelay()]); // from now on
      const t0 = performance.now();
      if (concurrency === 1) {
        // The stages of each run's way to its first word (runs one at a time: see bench/lib/timeline.ts).
        const stages = stageRecorder();
        for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
          withoutHint = AHEAD_AB && i % 2 === 1;
          outcomes.push(await follow(0));
        }
        withoutHint = false;
        const stamps = stages.stop();
        timeline = firstWordTimeline(
          outcomes.map((o) => o.timed),
          stamps,
        );
        if (AHEAD_AB) printAheadAb(outcomes, stamps);
      } else {
        const stages = RELAY_SPLIT ? stageRecorder() : null;
        outcomes.push(...(await all(concurrency)));
        const stamps = stages?.stop();
        if (stamps) {
          const traced = traceWords(outcomes, handedOver, await readLogs(log, outcomes), stamps);
          relaySplits.push({
            concurrency,
            split: summariseTraces(traced.traces, traced.backlog),
            unmatched: traced.unmatched,
            subscribe: traced.subscribe,
          });
        }
      }
      const seconds = (performance.now() - t0) / 1000;
      const levelLoopDelay = loopDelay.stop();
      const cpu = process.cpuUsage(cpu0);
      const sent = trips.take();
      const [clientsLoopDelay, standInLoopDelay] = await Promise.all([fleet.loopDelay(), standIn.loopDelay()]);
      await profile?.stop(join(PROFILE_DIR!, `c${concurrency}.cpuprofile`));
      await heapProfile?.stop(join(HEAP_PROFILE_DIR!, `c${concurrency}.heapprofile`));
      if (PROFILE_DIR)
        await Promise.all([
          fleet.profileStop(join(PROFILE_DIR, `c${concurrency}.clients.cpuprofile`)),
          standIn.profileStop(join(PROFILE_DIR, `c${concurrency}.stand-in.cpuprofile`)),
        ]);
      const machineCpu = await machine.stop();

      const { lost, duplicates } = countLost(await readLogs(log, outcomes), outcomes);
      const completed = outcomes.filter((o) => o.status === 'completed').length;
      results.push({
        concurrency,
        runs: outcomes.length,
        completed,
        seconds,
        runsPerSecond: completed / seconds,
        firstToken: summarise(outcomes.flatMap((o) => (o.firstTokenMs === null ? [] : [o.firstTokenMs]))),
        firstOutput: summarise(outcomes.flatMap((o) => (o.firstOutputMs === null ? [] : [o.firstOutputMs]))),
        relay: summarise(outcomes.flatMap((o) => o.relayMs)),
        lost,
        duplicates,
        loopDelay: levelLoopDelay,
        cpuPerSecond: round((cpu.user + cpu.system) / 1e6 / seconds),
        cpuMsPerRun: round((cpu.user + cpu.system) / 1000 / Math.max(1, completed)),
        cpuSystemMsPerRun: round(cpu.system / 1000 / Math.max(1, completed)),
        clientsCpuPerSecond: machineCpu.clients === null ? null : round(machineCpu.clients / 1000 / seconds),
        helpersLoopDelay: { clients: clientsLoopDelay, standIn: standInLoopDelay },
        perRun: perRun(sent, completed),
        machineCpuPerRun: cpuPerRun(machineCpu, completed),
      });
      handedOver.clear();
      await sleep(200);
    }

    printReport(baseline, results);
    if (timeline) printTimeline(timeline);
    if (relaySplits.length > 0) printRelaySplit(relaySplits);
    const retries = await jobRetries(redis, prefix);
    process.stdout.write(
      `\nRun jobs of the zero-delay part started again: ${retries.retried} of ${retries.jobs} after a failure, ` +
        `${retries.stalled} after their lock lapsed` +
        (retries.reasons.length ? ` (failures: ${retries.reasons.join('; ')})` : '') +
        '\n',
    );

    // ---- a late client replays a long run: REPLAY_EVENTS events already logged, subscribe from 0.
    // The late client is a socket of this process, whichever fleet the other clients are in.
    let replay: Awaited<ReturnType<typeof measureReplay>> | null = null;
    if (PARTS.has('replay')) {
      const socket = await connectClient(api.url, await api.authHeader('bench-user-0'));
      try {
        replay = await measureReplay(db, log, { socket });
      } finally {
        socket.disconnect();
      }
    }
    if (replay)
      process.stdout.write(
        `\nLate client, ${REPLAY_EVENTS}-event run replayed from seq 0: p50 ${fmt(replay.p50)} ms, slowest ${fmt(Math.max(...replay.all))} ms (${REPLAY_TRIES} tries, in order: ${replay.all.map((ms) => fmt(ms)).join(', ')} ms; ` +
          `the ack after ${replay.acks.map((ms) => fmt(ms)).join(', ')} ms; garbage collection paused this process for ` +
          `${replay.gc.map((g) => `${fmt(g.ms)} ms${g.major ? ' (major)' : ''}`).join(', ')} of each try)\n`,
      );

    // ---- realistic model, REALISTIC_USERS users: in-process, then the production shape.
    await standIn.setScript('realistic');
    await standIn.stampWrites(true);
    const realisticResults: RealisticResult[] = [];
    const inProcess = PARTS.has('realistic')
      ? await realisticScenario('in-process', {
          standIn,
          fleet,
          set: 'main',
          apiUrl: api.url,
          log,
          jobs: () => jobStamps(redis, prefix),
          cpuMs: () => ({ 'api + workers': cpuMsOf(process.pid) }),
        })
      : null;
    if (inProcess) realisticResults.push(inProcess);

    let production: RealisticResult | null = null;
    let productionWarm: RealisticResult | null = null;
    let cluster: Awaited<ReturnType<typeof startProductionShape>> | null = null;
    const clusterAuths: Record<string, string>[] = [];
    if (PARTS.has('production') || PARTS.has('production-zero')) {
      cluster = await startProductionShape(standIn.url);
      const started = cluster;
      cleanups.push(() => started.stop());
      for (let i = 0; i < Math.max(REALISTIC_USERS, ...LEVELS); i++)
        clusterAuths.push(await cluster.authHeader(`real-user-${i}`));
      await fleet.connect('production', cluster.apiUrl, clusterAuths);
    }
    if (PARTS.has('production') && cluster) {
      // The processes were just started: the first round pays for their warm-up (JIT, connection pools, connections
      // to the model) where the in-process round above ran after the zero-delay part. A second round on the same
      // processes shows them warm; both are reported.
      const target = {
        standIn,
        fleet,
        set: 'production',
        apiUrl: cluster.apiUrl,
        log: createRunEventLog(redis, cluster.prefix),
        jobs: () => jobStamps(redis, cluster.prefix),
        cpuMs: () => Object.fromEntries([cluster.api, ...cluster.workers].map((p) => [p.name, cpuMsOf(p.child.pid!)])),
      };
      if (PRODUCTION_KNOWN_USERS) {
        // The first round's users already have their profiles (each asks for it once, 10 at a time).
        for (let i = 0; i < REALISTIC_USERS; i += 10)
          await Promise.all(
            clusterAuths.slice(i, i + 10).map(async (headers) => {
              const res = await fetch(`${cluster!.apiUrl}/api/profile`, { headers });
              if (!res.ok) throw new Error(`GET /api/profile: ${res.status}`);
              await res.arrayBuffer();
            }),
          );
      }
      if (PRODUCTION_PREWARM_RUNS > 0) {
        // The ceiling of any start-up warm-up: real runs (of other users) through the fresh processes first.
        await standIn.setScript('zero-delay');
        const warmAuths: Record<string, string>[] = [];
        for (let i = 0; i < 10; i++) warmAuths.push(await cluster.authHeader(`prewarm-user-${i}`));
        await fleet.connect('prewarm', cluster.apiUrl, warmAuths);
        for (let done = 0; done < PRODUCTION_PREWARM_RUNS; done += 10)
          await Promise.all(
            Array.from({ length: Math.min(10, PRODUCTION_PREWARM_RUNS - done) }, (_, i) =>
              fleet.follow({
                set: 'prewarm',
                index: i,
                apiUrl: cluster!.apiUrl,
                path: '/api/ai-jobs/analyze',
                body: { jobId: ROLE },
                timeoutMs: RUN_TIMEOUT_MS,
              }),
            ),
          );
        await standIn.setScript('realistic');
      }
      production = await realisticScenario('production shape (api + 2 worker processes)', target);
      productionWarm = await realisticScenario('production shape, round 2', target);
      realisticResults.push(production, productionWarm);
    }
    await standIn.stampWrites(false);
    if (realisticResults.length > 0) printRealistic(realisticResults);

    // ---- the zero-delay levels again, on the production shape (the api's loop of its own, two worker processes).
    let productionZero: ProductionLevel[] | null = null;
    if (PARTS.has('production-zero') && cluster) {
      await standIn.setScript('zero-delay');
      productionZero = await productionZeroLevels({
        cluster,
        standIn,
        fleet,
        adminDb,
        redis,
        log: createRunEventLog(redis, cluster.prefix),
        // Unwarmed processes (this part alone) get the zero-delay part's warm-up first; after the realistic rounds
        // they have run 400 runs already.
        warmUp: !PARTS.has('production'),
      });
      printProductionZero(summarise(baseline), productionZero);
    }

    const c = (n: number) => results.find((r) => r.concurrency === n)!;
    const pick = (s: { p50: number; p99: number }) => ({ p50: s.p50, p99: s.p99 });
    const incomplete =
      results.reduce((sum, r) => sum + (r.runs - r.completed), 0) +
      realisticResults.reduce((sum, r) => sum + (r.runs - r.completed), 0) +
      (productionZero ?? []).reduce((sum, r) => sum + (r.runs - r.completed), 0);
    const realisticSummary = (r: RealisticResult | null) =>
      r && {
        first_output_ms: pick(r.firstOutput),
        first_token_ms: pick(r.firstToken),
        relay_ms: pick(r.relay),
        runs: r.runs,
        completed: r.completed,
        lost_events: r.lost,
        duplicate_events: r.duplicates,
        model_connections_opened: r.modelConnections,
        stages_ms: Object.fromEntries(Object.entries(r.stages).map(([stage, v]) => [stage, pick(v)])),
        model_ttft_ms: pick(r.modelTtft),
        cpu_ms: r.cpuMs,
      };
    const summary = {
      clients: CLIENTS_IN_PROCESS ? 'in-process' : 'child process',
      stand_in: STAND_IN_IN_PROCESS ? 'in-process' : 'child process',
      first_token_ms: pick(c(1).firstToken),
      baseline_first_token_ms: pick(summarise(baseline)),
      relay_ms: { c1: pick(c(1).relay), c50: pick(c(50).relay), c200: pick(c(200).relay) },
      runs_per_s: round(c(200).runsPerSecond, 1),
      lost_events: results.reduce((sum, r) => sum + r.lost, 0),
      retried_jobs: retries.retried,
      stalled_jobs: retries.stalled,
      duplicate_events: results.reduce((sum, r) => sum + r.duplicates, 0),
      first_output_ms: pick(c(1).firstOutput),
      event_loop_delay_ms: { c1: pick(c(1).loopDelay), c50: pick(c(50).loopDelay), c200: pick(c(200).loopDelay) },
      cpu_ms_per_run: { c1: c(1).cpuMsPerRun, c50: c(50).cpuMsPerRun, c200: c(200).cpuMsPerRun },
      cpu_system_ms_per_run: {
        c1: c(1).cpuSystemMsPerRun,
        c50: c(50).cpuSystemMsPerRun,
        c200: c(200).cpuSystemMsPerRun,
      },
      queries_per_run: { c1: c(1).perRun.queries, c50: c(50).perRun.queries, c200: c(200).perRun.queries },
      redis_commands_per_run: { c1: c(1).perRun.redis, c50: c(50).perRun.redis, c200: c(200).perRun.redis },
      machine_cpu_ms_per_run: { c50: c(50).machineCpuPerRun, c200: c(200).machineCpuPerRun },
      replay_5000_ms: replay ? { p50: round(replay.p50), max: round(Math.max(...replay.all)) } : undefined,
      realistic:
        realisticResults.length === 0
          ? undefined
          : {
              model_ttft_ms: REALISTIC_TTFT_MS,
              model_tokens_per_s: REALISTIC_TOKENS_PER_S,
              users: REALISTIC_USERS,
              in_process: realisticSummary(inProcess),
              production_shape: realisticSummary(production),
              production_shape_2nd_round: realisticSummary(productionWarm),
            },
      production_zero: productionZero ? productionZeroSummary(productionZero) : undefined,
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

// ---------------------------------------------------------------- late-client replay

/** A finished run of REPLAY_EVENTS events, then REPLAY_TRIES late clients each subscribing from seq 0. */
async function measureReplay(db: Db, log: ReturnType<typeof createRunEventLog>, client: { socket: ClientSocket }) {
  const repo = runsRepository(db);
  const runId = randomUUID();
  const execId = randomUUID();
  const plan = getWorkflow('ai_impact');
  await repo.insert({
    id: runId,
    ownerUid: 'bench-user-0',
    type: 'ai_impact',
    label: 'replay',
    input: {},
    steps: plan.steps.map(pendingStep),
    execId,
  });
  await log.open(runId, execId, 0, { type: 'run.queued', workflow: 'ai_impact', steps: [...plan.steps], retry: false });
  for (let n = 1; n < REPLAY_EVENTS - 1;) {
    const batch = Array.from({ length: Math.min(500, REPLAY_EVENTS - 1 - n) }, (_, i) => ({
      type: 'token' as const,
      stepId: 'summary',
      attempt: 1,
      text: `word${n + i} `,
    }));
    await log.appendBatch(runId, execId, batch);
    n += batch.length;
  }
  await log.append(runId, execId, { type: 'run.failed', error: 'replay bench', stepId: null });
  const all: number[] = [];
  /** Per try: subscribe until its ack (the ownership query, the SUBSCRIBE and the stream read happen before it). */
  const acks: number[] = [];
  // GC pauses of this process (api, clients, everything in-process) during each try: a slow try that a pause fills
  // is the heap, not the replay.
  const pauses: PerformanceEntry[] = [];
  const gcObserver = new PerformanceObserver((list) => pauses.push(...list.getEntries()));
  gcObserver.observe({ entryTypes: ['gc'] });
  const windows: [number, number][] = [];
  for (let t = 0; t < REPLAY_TRIES; t++) {
    let count = 0;
    let resolveDone!: () => void;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    // The backlog arrives in run:events batches (a live event would come as run:event).
    const onEvent = (event: RunEvent) => {
      if (event.runId === runId && ++count === REPLAY_EVENTS) resolveDone();
    };
    const onBatch = (batch: RunEventBatch) => batch.events.forEach(onEvent);
    client.socket.on('run:event', onEvent);
    client.socket.on('run:events', onBatch);
    const t0 = performance.now();
    const ack = await client.socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 });
    if (!ack.ok) throw new Error(`replay subscribe refused: ${ack.error.message}`);
    acks.push(performance.now() - t0);
    await done;
    all.push(performance.now() - t0);
    windows.push([t0, performance.now()]);
    client.socket.off('run:event', onEvent);
    client.socket.off('run:events', onBatch);
    client.socket.emit('run:unsubscribe', { runId });
    await sleep(100);
  }
  pauses.push(...gcObserver.takeRecords());
  gcObserver.disconnect();
  // detail.kind 4: a major (mark-sweep-compact) collection.
  const gc = windows.map(([from, to]) => {
    const inside = pauses.filter((p) => p.startTime >= from && p.startTime < to);
    return {
      ms: inside.reduce((sum, p) => sum + p.duration, 0),
      major: inside.some((p) => (p as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === 4),
    };
  });
  return { p50: percentile(all, 50), all, acks, gc };
}

// ---------------------------------------------------------------- realistic model

interface RealisticResult {
  name: string;
  runs: number;
  completed: number;
  seconds: number;
  firstOutput: ReturnType<typeof summarise>;
  firstToken: ReturnType<typeof summarise>;
  relay: ReturnType<typeof summarise>;
  lost: number;
  duplicates: number;
  /** Connections the workers opened to the stand-in during the round (0: every call found one open). */
  modelConnections: number;
  /** Where the first output's time went, per stage (bench/lib/stages.ts), and the stand-in's own time to it. */
  stages: Partial<Record<Stage, ReturnType<typeof summarise>>>;
  modelTtft: ReturnType<typeof summarise>;
  /** CPU time (ms) each process of the engine used during the round. */
  cpuMs: Record<string, number>;
  /** The event-loop delay of the stand-in's and the clients' processes during the round (null: in this one). */
  helpersLoopDelay: { standIn: LoopDelay | null; clients: LoopDelay | null };
  /** This process's event-loop delay during the round (it holds the api and workers of the in-process scenario). */
  loopDelay: LoopDelay;
}

/** REALISTIC_USERS users start runs spread evenly over REALISTIC_SPREAD_MS, each following its own over Socket.IO. */
async function realisticScenario(
  name: string,
  target: {
    standIn: StandIn;
    fleet: ClientFleet;
    /** Which of the fleet's client sets, and the api they are connected to. */
    set: string;
    apiUrl: string;
    log: ReturnType<typeof createRunEventLog>;
    /** The run jobs' stamps, by run id. */
    jobs: () => Promise<Map<string, JobStamps>>;
    /** CPU time (ms) each process of the engine has used so far. */
    cpuMs: () => Record<string, number>;
  },
): Promise<RealisticResult> {
  const { standIn, fleet, set, apiUrl, log, jobs } = target;
  const cpu0 = target.cpuMs();
  const connectionsBefore = await standIn.connections();
  await standIn.takeWritten();
  await standIn.takeCalls();
  await standIn.loopDelay();
  await fleet.loopDelay();
  const loopDelay = loopDelayMeter();
  const t0 = performance.now();
  const runs = await Promise.all(
    Array.from({ length: REALISTIC_USERS }, async (_, i) => {
      await sleep((i * REALISTIC_SPREAD_MS) / REALISTIC_USERS);
      return fleet.follow({
        set,
        index: i,
        apiUrl,
        path: '/api/ai-jobs/analyze',
        body: { jobId: ROLE },
        timeoutMs: RUN_TIMEOUT_MS,
      });
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const roundLoopDelay = loopDelay.stop();
  const cpu1 = target.cpuMs();
  const cpuMs = Object.fromEntries(
    Object.entries(cpu1).map(([proc, ms]) => [proc, Math.round(ms - (cpu0[proc] ?? 0))]),
  );
  const modelConnections = (await standIn.connections()) - connectionsBefore;
  // Each summary word's relay from when the stand-in wrote it.
  const written = await standIn.takeWritten();
  const calls = await standIn.takeCalls();
  const helpersLoopDelay = { standIn: await standIn.loopDelay(), clients: await fleet.loopDelay() };
  const outcomes = runs.map((run) => toOutcome(run, written));
  const logs = await readLogs(log, outcomes);
  const { lost, duplicates } = countLost(logs, outcomes);
  const jobsByRun = await jobs();
  const perRun = runs.map((run) => runStages(run, logs.get(run.runId) ?? [], jobsByRun.get(run.runId)));
  const stages = Object.fromEntries(
    STAGES.map(([stage]) => [stage, summarise(perRun.flatMap((r) => (r[stage] === undefined ? [] : [r[stage]])))]),
  );
  await sleep(200);
  return {
    name,
    modelConnections,
    stages,
    modelTtft: summarise(modelTtfts(calls, 'ai_impact.analyse')),
    cpuMs,
    helpersLoopDelay,
    loopDelay: roundLoopDelay,
    runs: outcomes.length,
    completed: outcomes.filter((o) => o.status === 'completed').length,
    seconds,
    firstOutput: summarise(outcomes.flatMap((o) => (o.firstOutputMs === null ? [] : [o.firstOutputMs]))),
    firstToken: summarise(outcomes.flatMap((o) => (o.firstTokenMs === null ? [] : [o.firstTokenMs]))),
    relay: summarise(outcomes.flatMap((o) => o.relayMs)),
    lost,
    duplicates,
  };
}

/** The api and two worker processes from their real entry points, on a schema and prefix of their own. */
async function startProductionShape(llmUrl: string) {
  const schema = await createSchema();
  const prefix = `benchp${randomBytes(4).toString('hex')}`;
  // Named so the machine CPU meter finds the processes' Postgres backends (production-zero part).
  const applicationName = `fcs-${prefix}`;
  const databaseUrl = new URL(schema.url);
  databaseUrl.searchParams.set('application_name', applicationName);
  const cluster = await startCluster({
    redisUrl: TEST_REDIS_URL,
    databaseUrl: databaseUrl.toString(),
    prefix,
    workers: 2,
    env: {
      OPENAI_API_KEY: 'bench-key',
      OPENAI_BASE_URL: llmUrl,
      LLM_MODEL: 'bench-model',
      LLM_MAX_CONCURRENCY: process.env.BENCH_LLM_MAX_CONCURRENCY ?? '1000',
      ...warmConnectionsEnv,
      ...poolSizeEnv,
    },
  });
  return {
    ...cluster,
    prefix,
    applicationName,
    stop: async () => {
      await cluster.stop();
      await schema.drop();
    },
  };
}

// ---------------------------------------------------------------- zero-delay levels, production shape

interface ProductionLevel {
  concurrency: number;
  runs: number;
  completed: number;
  seconds: number;
  runsPerSecond: number;
  firstToken: ReturnType<typeof summarise>;
  relay: ReturnType<typeof summarise>;
  lost: number;
  duplicates: number;
  /** CPU ms per completed run: the api's and each worker's process, the helpers, Postgres, Redis, and their sum. */
  cpuPerRun: LevelResult['machineCpuPerRun'] & { byProcess: Record<string, number> };
  helpersLoopDelay: { clients: LoopDelay | null; standIn: LoopDelay | null };
}

/**
 * The zero-delay levels (1 sequential x SEQUENTIAL_RUNS, then 50 and 200 at once) on the production shape. Relay
 * is per word from when the stand-in wrote it (the LLM layer that hands words over runs in the worker processes),
 * so it also holds the word's way from the stand-in to the worker and its parse: a little more than the in-process
 * relay's hand-over-to-client. CPU per run is each process's own (/proc), Postgres the backends of the cluster's
 * pools (by application_name), Redis the whole server.
 */
async function productionZeroLevels(target: {
  cluster: Awaited<ReturnType<typeof startProductionShape>>;
  standIn: StandIn;
  fleet: ClientFleet;
  adminDb: Db;
  redis: Redis;
  log: ReturnType<typeof createRunEventLog>;
  warmUp: boolean;
}): Promise<ProductionLevel[]> {
  const { cluster, standIn, fleet, log } = target;
  const follow = (index: number) =>
    fleet.follow({
      set: 'production',
      index,
      apiUrl: cluster.apiUrl,
      path: '/api/ai-jobs/analyze',
      body: { jobId: ROLE },
      timeoutMs: RUN_TIMEOUT_MS,
    });
  if (target.warmUp) {
    await Promise.all(Array.from({ length: 5 }, (_, i) => follow(i)));
    for (let i = 0; i < 5; i++) await follow(0);
  }
  const results: ProductionLevel[] = [];
  for (const concurrency of LEVELS) {
    await standIn.takeWritten();
    await standIn.stampWrites(true);
    const machine = await machineCpuMeter({
      admin: target.adminDb,
      applicationName: cluster.applicationName,
      redis: target.redis,
      clientsCpuMs: () => fleet.cpuMs(),
      standInCpuMs: () => standIn.cpuMs(),
      engineProcesses: [cluster.api, ...cluster.workers].map((p) => ({ name: p.name, pid: p.child.pid! })),
    });
    await Promise.all([fleet.loopDelay(), standIn.loopDelay()]);
    const t0 = performance.now();
    const runs: FollowedRun[] = [];
    if (concurrency === 1) for (let i = 0; i < SEQUENTIAL_RUNS; i++) runs.push(await follow(0));
    else runs.push(...(await Promise.all(Array.from({ length: concurrency }, (_, i) => follow(i)))));
    const seconds = (performance.now() - t0) / 1000;
    const machineCpu = await machine.stop();
    const [clients, standInDelay] = await Promise.all([fleet.loopDelay(), standIn.loopDelay()]);
    await standIn.stampWrites(false);
    const written = await standIn.takeWritten();
    const outcomes = runs.map((run) => toOutcome(run, written));
    const { lost, duplicates } = countLost(await readLogs(log, outcomes), outcomes);
    const completed = outcomes.filter((o) => o.status === 'completed').length;
    const byProcess = Object.fromEntries(
      Object.entries(machineCpu.engineByProcess ?? {}).map(([name, ms]) => [
        name,
        round(ms / Math.max(1, completed), 1),
      ]),
    );
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
      cpuPerRun: { ...cpuPerRun(machineCpu, completed), byProcess },
      helpersLoopDelay: { clients, standIn: standInDelay },
    });
    await sleep(200);
  }
  return results;
}

function printProductionZero(baseline: ReturnType<typeof summarise>, results: ProductionLevel[]) {
  const lines = [
    '',
    'Zero-delay stand-in on the production shape (api and two worker processes from their entry points; relay per',
    'word from when the stand-in wrote it; times in ms):',
    '',
    ...levelTable('production', baseline, results),
    '',
    'CPU per completed run of every process (ms), and the most runs/s that sum allows on ' +
      `${availableParallelism()} cores:`,
    ...results.map(
      (r) =>
        cpuPerRunLine(r.concurrency, Object.entries(r.cpuPerRun.byProcess), r.cpuPerRun) +
        (
          [
            ['clients', r.helpersLoopDelay.clients],
            ['stand-in', r.helpersLoopDelay.standIn],
          ] as const
        )
          .map(([who, d]) => (d ? `; ${who} loop delay p99 ${fmt(d.p99)}` : ''))
          .join(''),
    ),
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

/** The JSON of the production-zero part, per level. */
function productionZeroSummary(results: ProductionLevel[]) {
  const level = (r: ProductionLevel) => ({
    first_token_ms: { p50: r.firstToken.p50, p99: r.firstToken.p99 },
    relay_ms: { p50: r.relay.p50, p99: r.relay.p99 },
    runs_per_s: round(r.runsPerSecond, 1),
    runs: r.runs,
    completed: r.completed,
    lost_events: r.lost,
    duplicate_events: r.duplicates,
    cpu_ms_per_run: {
      ...r.cpuPerRun.byProcess,
      clients: r.cpuPerRun.clients,
      stand_in: r.cpuPerRun.standIn,
      postgres: r.cpuPerRun.postgres,
      redis: r.cpuPerRun.redis,
      total: r.cpuPerRun.total,
    },
  });
  return Object.fromEntries(results.map((r) => [`c${r.concurrency}`, level(r)]));
}

function printRealistic(results: RealisticResult[]) {
  const lines = [
    '',
    `Realistic stand-in model: first token after ${REALISTIC_TTFT_MS} ms, then ${REALISTIC_TOKENS_PER_S} tokens/s (the structured`,
    `analysis streamed in 4-character tokens, the summary in words); ${REALISTIC_USERS} users start runs within ${REALISTIC_SPREAD_MS / 1000} s, each`,
    'following its own over Socket.IO. First output: POST until the client sees what the model wrote first (the',
    "analysis step's progress line); first token: the summary's first token; relay: per summary word, from the",
    'moment the stand-in wrote it.',
    '',
    pad([
      '',
      'runs',
      'seconds',
      'first output p50',
      'p99',
      'first token p50',
      'p99',
      'relay p50',
      'p99',
      'lost',
      'dup',
      'new conn',
    ]),
    ...results.map((r) =>
      pad([
        r.name.slice(0, 26),
        `${r.completed}/${r.runs}`,
        fmt(r.seconds, 1),
        fmt(r.firstOutput.p50),
        fmt(r.firstOutput.p99),
        fmt(r.firstToken.p50),
        fmt(r.firstToken.p99),
        fmt(r.relay.p50),
        fmt(r.relay.p99),
        String(r.lost),
        String(r.duplicates),
        String(r.modelConnections),
      ]),
    ),
    '(new conn: connections the workers opened to the stand-in during the round)',
    `(first output p99 target: the stand-in's ${REALISTIC_TTFT_MS} ms + 150 ms = ${REALISTIC_TTFT_MS + 150} ms)`,
    '',
    'Where the first output went, per stage (p50 / p99 ms of the runs; bench/lib/stages.ts):',
    ...STAGES.map(
      ([stage, what]) => `  ${stage.padEnd(10)} ${results.map((r) => stat(r.stages[stage])).join('  ')}  ${what}`,
    ),
    `  ${'stand-in'.padEnd(10)} ${results.map((r) => stat(r.modelTtft)).join('  ')}  the stand-in's own time to the analysis's first piece`,
    `  ${'loop'.padEnd(10)} ${results.map((r) => stat(r.loopDelay)).join('  ')}  this process's event-loop delay (in-process: the api's and workers')`,
    `  ${'loop s-in'.padEnd(10)} ${results.map((r) => stat(r.helpersLoopDelay.standIn ?? undefined)).join('  ')}  the stand-in's process's event-loop delay (its stamps wait for it)`,
    `  ${'loop cl.'.padEnd(10)} ${results.map((r) => stat(r.helpersLoopDelay.clients ?? undefined)).join('  ')}  the clients' process's event-loop delay (their stamps wait for it)`,
    `  (columns: ${results.map((r) => r.name).join('; ')})`,
    `CPU during each round (ms): ${results
      .map(
        (r) =>
          `${r.name}: ${Object.entries(r.cpuMs)
            .map(([proc, ms]) => `${proc} ${ms}`)
            .join(', ')}`,
      )
      .join('; ')}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

function printReport(baseline: number[], results: LevelResult[]) {
  const b = summarise(baseline);
  const c1 = results.find((r) => r.concurrency === 1)!;
  const lines = [
    '',
    'AI impact runs: real api, in-process workers, Redis, Postgres; stand-in LLM streaming with no delay',
    `(${SUMMARY_WORDS} streamed tokens per run; clients ${CLIENTS_IN_PROCESS ? 'in this process' : 'in a child process'}, stand-in ${STAND_IN_IN_PROCESS ? 'in this process' : 'in a child process'}; ${availableParallelism()} cores; times in ms)`,
    '',
    ...levelTable('engine', b, results),
    '',
    `Event-loop delay of this one process (api, workers${STAND_IN_IN_PROCESS ? ', stand-in' : ''}${CLIENTS_IN_PROCESS ? ', clients' : ''}; the time between ticks of a 1 ms timer,`,
    `so 1 ms is an idle loop) and its CPU while each level ran${CLIENTS_IN_PROCESS ? '' : " (and the clients' process's CPU)"}; then the clients' and the stand-in's`,
    'own event-loop delay (when they run in processes of their own):',
    ...results.map(
      (r) =>
        `  ${r.concurrency} concurrent: delay p50 ${fmt(r.loopDelay.p50)} ms, p99 ${fmt(r.loopDelay.p99)} ms, ` +
        `max ${fmt(r.loopDelay.max)} ms; ${fmt(r.cpuPerSecond)} CPU-s per s, ${fmt(r.cpuMsPerRun, 1)} CPU-ms per run ` +
        `(system ${fmt(r.cpuSystemMsPerRun, 2)})` +
        (r.clientsCpuPerSecond === null ? '' : ` (clients: ${fmt(r.clientsCpuPerSecond)})`) +
        (
          [
            ['clients', r.helpersLoopDelay.clients],
            ['stand-in', r.helpersLoopDelay.standIn],
          ] as const
        )
          .map(([who, d]) => (d ? `; ${who}: loop delay p50 ${fmt(d.p50)}, p99 ${fmt(d.p99)} ms` : ''))
          .join(''),
    ),
    '',
    "CPU per completed run of every process taking part (ms; Postgres: the backends of the bench's pool; Redis: the",
    `whole server, which other sessions share), and the most runs/s that sum allows on ${availableParallelism()} cores:`,
    ...results.map((r) =>
      cpuPerRunLine(r.concurrency, [['api + workers', r.machineCpuPerRun.engine]], r.machineCpuPerRun),
    ),
    '',
    'Round trips per completed run from this process (api and workers) while each level ran:',
    ...results.map(
      (r) =>
        `  ${r.concurrency} concurrent: ${fmt(r.perRun.queries, 1)} Postgres queries (` +
        Object.entries(r.perRun.queriesByKind)
          .map(([name, n]) => `${name} ${fmt(n, 1)}`)
          .join(', ') +
        `), ${fmt(r.perRun.redis, 1)} Redis commands (` +
        Object.entries(r.perRun.redisByName)
          .map(([name, n]) => `${name} ${fmt(n, 1)}`)
          .join(', ') +
        ')',
    ),
    '',
    `Engine overhead to the first token (1 concurrent, p50): ${fmt(c1.firstToken.p50 / b.p50, 1)}x the direct call ` +
      `(${fmt(c1.firstToken.p50 - b.p50)} ms: POST, queue, three checkpointed steps incl. the structured call, event log, relay).`,
    `Took ${fmt((performance.now() - startedAt) / 1000, 1)} s.`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

/** The first word's way at 1 concurrent, stage by stage (medians over the level's runs). */
/** BENCH_AHEAD_AB=1: the 1-concurrent level's runs with the hint (even) against those without (odd). */
function printAheadAb(outcomes: RunOutcome[], stamps: Parameters<typeof firstWordTimeline>[1]) {
  const half = (odd: number) => outcomes.filter((_, i) => i % 2 === odd);
  const p50 = (values: number[]) => round(percentile(values, 50));
  const firstTokens = (runs: RunOutcome[]) => runs.flatMap((o) => (o.firstTokenMs === null ? [] : [o.firstTokenMs]));
  const stage = (runs: RunOutcome[], from: string, to: string) =>
    runs.flatMap((o) => {
      const inRun = (name: string) =>
        stamps.find((s) => s.stage === name && (s.runId ?? o.timed.runId) === o.timed.runId && s.at >= o.timed.postedAt)
          ?.at;
      const [a, b] = [inRun(from), to === 'client.firstToken' ? (o.timed.firstTokenAt ?? undefined) : inRun(to)];
      return a === undefined || b === undefined ? [] : [b - a];
    });
  const [ahead, not] = [half(0), half(1)];
  const line = (what: string, a: number[], b: number[]) =>
    `  ${what}: with the hint p50 ${p50(a)} ms (${a.length} runs), without ${p50(b)} ms (${b.length}); ratio ${round(percentile(a, 50) / percentile(b, 50))}`;
  process.stdout.write(
    [
      '',
      'First model call sent ahead, A/B at 1 concurrent (alternating runs of this level: BENCH_AHEAD_AB=1):',
      line('first token', firstTokens(ahead), firstTokens(not)),
      ...(
        [
          ['job taken -> structured call sent', 'worker.taken', 'llm.sent:ai_impact.analyse'],
          ['job taken -> marked started and claimed', 'worker.taken', 'worker.started'],
          ['job taken -> structured answer whole', 'worker.taken', 'llm.done:ai_impact.analyse'],
          ['job taken -> the streamed step starts', 'worker.taken', 'step:summary'],
          ['the streamed step starts -> first token', 'step:summary', 'client.firstToken'],
        ] as const
      ).map(([what, from, to]) => line(what, stage(ahead, from, to), stage(not, from, to))),
      '',
    ].join('\n'),
  );
}

function printTimeline(timeline: ReturnType<typeof firstWordTimeline>) {
  const lines = [
    '',
    `The first word's way at 1 concurrent (median of ${timeline.rows[0]?.runs ?? 0} runs, ms; stamps from the api, the engine, the LLM layer,`,
    'the log writer and the relay on a diagnostics channel, and the client; bench/lib/timeline.ts):',
    `  ${'stage'.padEnd(34)} ${'after POST'.padStart(10)} ${'step'.padStart(6)}  what`,
    ...timeline.rows.map(
      (r) => `  ${r.stage.padEnd(34)} ${fmt(r.sincePost).padStart(10)} ${fmt(r.step).padStart(6)}  ${r.label}`,
    ),
    `  aside: the 202 at the client ${fmt(timeline.answered)}, the subscribe's ack ${fmt(timeline.subscribed)}, ` +
      `the word's append answered ${fmt(timeline.tokenLogged)} after it was sent`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

/** Where a relayed word's time went (BENCH_RELAY_SPLIT=1). */
function printRelaySplit(splits: RelaySplit[]) {
  const label: Record<(typeof SEGMENTS)[number], string> = {
    queued: 'hand-over -> append sent',
    append: 'append sent -> answered (worker)',
    toApi: 'append sent -> pub/sub at the api',
    fanOut: 'message -> emitted to sockets',
    toClient: 'emitted -> client handler',
  };
  const lines = [
    '',
    'Where a relayed word waits (bench/lib/relay-split.ts; ms: p50 / p99 / mean over the slowest 1%):',
  ];
  for (const { concurrency, split, unmatched, subscribe } of splits) {
    const row = (name: string, s: { p50: number; p99: number; slowestMean: number }) =>
      `    ${name.padEnd(36)} ${fmt(s.p50).padStart(7)} ${fmt(s.p99).padStart(8)} ${fmt(s.slowestMean).padStart(8)}`;
    lines.push(
      `  ${concurrency} concurrent: ${split.words} words traced live (${unmatched} unmatched)`,
      row('total', split.total),
      ...SEGMENTS.map((key) => row(label[key], split.segments[key])),
      `    handed over while the run's append was in flight: ${fmt(split.waitedShare * 100, 1)}% of words ` +
        `(their queued p50 ${fmt(split.waitedQueued.p50)}, p99 ${fmt(split.waitedQueued.p99)}), ` +
        `${fmt(split.slowestWaitedShare * 100, 1)}% of the slowest 1% traced live`,
      `    ${split.backlog.words} words came in the subscribe's backlog (logged before the run was followed): ` +
        `hand-over to client p50 ${fmt(split.backlog.p50)}, p99 ${fmt(split.backlog.p99)}; ` +
        `${fmt(split.slowestBacklogShare * 100, 1)}% of the words at or above the relay p99`,
      `    the client's subscribe acked ${fmt(subscribe.p50)} ms (p50), ${fmt(subscribe.p99)} ms (p99) after the POST's answer`,
    );
  }
  lines.push('');
  process.stdout.write(lines.join('\n'));
}

/** "p50 / p99" in a fixed width. */
function stat(s: { p50: number; p99: number } | undefined): string {
  return s ? `${fmt(s.p50, 0).padStart(5)} / ${fmt(s.p99, 0).padStart(5)}` : '    - /     -';
}

/**
 * One level's CPU per completed run of every process (the engine's as `engine`, then the helpers, Postgres and
 * Redis; a helper in this process is left out) and the most runs/s their sum allows on this machine's cores.
 */
function cpuPerRunLine(
  concurrency: number,
  engine: [string, number][],
  m: Pick<LevelResult['machineCpuPerRun'], 'clients' | 'standIn' | 'postgres' | 'redis' | 'total'>,
): string {
  const parts: [string, number | null][] = [
    ...engine,
    ['clients', m.clients],
    ['stand-in', m.standIn],
    ['Postgres', m.postgres],
    ['Redis', m.redis],
  ];
  return (
    `  ${concurrency} concurrent: ` +
    parts.flatMap(([name, ms]) => (ms === null ? [] : [`${name} ${fmt(ms, 1)}`])).join(', ') +
    `; total ${fmt(m.total, 1)} -> at most ${fmt((availableParallelism() * 1000) / m.total, 0)} runs/s`
  );
}

/** The table of first token, relay, runs/s and lost/duplicated events per level, under the direct call's row. */
function levelTable(
  label: string,
  direct: ReturnType<typeof summarise>,
  results: readonly Pick<
    LevelResult,
    'concurrency' | 'runs' | 'completed' | 'runsPerSecond' | 'firstToken' | 'relay' | 'lost' | 'duplicates'
  >[],
): string[] {
  return [
    pad(['', 'runs', 'runs/s', 'first token p50', 'p99', 'relay p50', 'p99', 'words', 'lost', 'dup']),
    pad(['direct call to stand-in', String(direct.n), '', fmt(direct.p50), fmt(direct.p99), '', '', '', '', '']),
    ...results.map((r) =>
      pad([
        `${label}, ${r.concurrency} concurrent`,
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
  ];
}

function fmt(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

function pad(cells: string[]): string {
  const widths = cells.length > 10 ? [26, 9, 8, 17, 9, 16, 9, 10, 9, 6, 5, 9] : [26, 9, 8, 16, 9, 10, 9, 8, 6, 5];
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ');
}

await main();
