/**
 * `npm run bench:outage`: a 60 s Redis outage during 20 runs, on the production shape.
 *
 * A private redis-server (AOF on; never the shared one) under the api and two worker processes (bench/lib/cluster.ts).
 * Twenty AI impact runs are started and followed over Socket.IO; once all are streaming, Redis is stopped for
 * OUTAGE_S seconds. Meanwhile, every few seconds, the request paths are timed: starting a run, a run's status,
 * signing in, and subscribing to a run. Then Redis is started again from its AOF.
 * Prints how long each request path took to answer while Redis was away (target: a clear 503, or the stored
 * snapshot for a run's status, within 2 s) and whether every run completed exactly once (one step.completed per
 * step, nothing after run.completed, no gap or duplicate at any client). Exits 1 when either does not hold.
 */
import { performance } from 'node:perf_hooks';
import { createRedis } from '@fcs/core/platform/redis';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { startPrivateRedis } from '@fcs/core/testing/redis';
import { exactlyOnceProblems } from '@fcs/core/testing/run-checks';
import { startFakeOpenAi } from '@fcs/worker/testing/fake-openai';
import { AI_IMPACT_ANSWER } from '@fcs/worker/testing/fixtures';
import { connectClient, follow, type ClientSocket, type Follower } from '@fcs/all-in-one/testing/system';
import { createSchema, startCluster } from './lib/cluster';

const RUNS = 20;
const OUTAGE_S = Number(process.env.OUTAGE_S ?? 60);
const PROBE_EVERY_MS = 5000;
const TARGET_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(probe: () => boolean, what: string, timeoutMs: number) {
  const started = performance.now();
  while (!probe()) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

interface Probe {
  path: string;
  ms: number;
  answer: string;
}

async function main() {
  const prefix = `outage${Date.now().toString(36)}`;
  const redisServer = await startPrivateRedis();
  const schema = await createSchema();
  const summary = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
  const llm = await startFakeOpenAi((call) => {
    if (call.marker === 'ai_impact.analyse') return { json: AI_IMPACT_ANSWER };
    if (call.marker === 'ai_impact.summary') return { text: summary, chunkDelayMs: 40 };
    return { status: 400 };
  });
  const cluster = await startCluster({
    redisUrl: redisServer.url,
    databaseUrl: schema.url,
    prefix,
    workers: 2,
    env: { OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: llm.url, LLM_MODEL: 'bench' },
  });
  const sockets: ClientSocket[] = [];
  let exitCode = 0;
  try {
    const email = 'outage@example.test';
    const password = 'a-long-password-1';
    const signUp = await fetch(`${cluster.apiUrl}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Outage', email, password, confirmPassword: password }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);

    const runs: { runId: string; seen: Follower }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const auth = await cluster.authHeader(`outage-user-${i}`);
      const socket = await connectClient(cluster.apiUrl, auth);
      sockets.push(socket);
      const res = await fetch(`${cluster.apiUrl}/api/ai-jobs/analyze`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ jobId: 'equity_research_analyst' }),
      });
      if (res.status !== 202) throw new Error(`start answered ${res.status}: ${await res.text()}`);
      const { runId } = (await res.json()) as { runId: string };
      runs.push({ runId, seen: await follow(socket, runId, 0) });
    }
    await waitUntil(
      () => runs.every((r) => r.seen.events.some((e) => e.type === 'token')),
      'every run to be streaming',
      60_000,
    );

    await redisServer.stop();
    const outageStarted = performance.now();
    const auth = await cluster.authHeader('outage-user-0');
    const probes: Probe[] = [];
    const time = async (path: string, call: () => Promise<string>) => {
      const t0 = performance.now();
      const answer = await Promise.race([
        call().catch((err: unknown) => `error: ${err instanceof Error ? err.message : String(err)}`),
        sleep(30_000).then(() => 'no answer in 30 s'),
      ]);
      probes.push({ path, ms: performance.now() - t0, answer });
    };
    const http = async (path: string, init?: RequestInit) => {
      const res = await fetch(`${cluster.apiUrl}${path}`, init);
      const body = (await res.json().catch(() => ({}))) as { error?: { message?: string }; status?: string };
      return `${res.status} ${body.error?.message ?? (body.status ? `run ${body.status}` : '')}`;
    };
    while (performance.now() - outageStarted < OUTAGE_S * 1000 - PROBE_EVERY_MS) {
      await time('POST /api/ai-jobs/analyze', () =>
        http('/api/ai-jobs/analyze', {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ jobId: 'equity_research_analyst' }),
        }),
      );
      await time('GET /api/runs/:id', () => http(`/api/runs/${runs[0]!.runId}`, { headers: auth }));
      await time('POST /api/auth/sign-in', () =>
        http('/api/auth/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }),
      );
      await time('socket run:subscribe', async () => {
        const ack = await sockets[1]!.timeout(30_000).emitWithAck('run:subscribe', {
          runId: runs[0]!.runId,
          afterSeq: 0,
        });
        return ack.ok ? 'ok' : `${ack.error.code} ${ack.error.message}`;
      });
      await sleep(PROBE_EVERY_MS);
    }
    await sleep(Math.max(0, OUTAGE_S * 1000 - (performance.now() - outageStarted)));
    await redisServer.start();
    const outageS = (performance.now() - outageStarted) / 1000;

    const redis = createRedis(redisServer.url);
    const log = createRunEventLog(redis, prefix);
    await waitUntil(
      () => runs.every((r) => r.seen.state.status === 'completed' || r.seen.state.status === 'failed'),
      'every run to finish after the outage',
      180_000,
    ).catch(async (err: unknown) => {
      for (const run of runs.filter((r) => r.seen.state.status !== 'completed')) {
        const logged = await log.read(run.runId, 0);
        process.stderr.write(
          `${run.runId}: client ${run.seen.state.status} at seq ${run.seen.state.lastSeq}; log ${logged.length} events, last: ${logged
            .slice(-4)
            .map((e) => `${e.seq}:${e.type}`)
            .join(' ')}\n`,
        );
      }
      throw err;
    });
    const problems: string[] = [];
    let takeovers = 0;
    for (const run of runs) {
      const logged = await log.read(run.runId, 0);
      takeovers += logged.filter((e) => e.type === 'run.started').length - 1;
      if (run.seen.state.status !== 'completed') problems.push(`${run.runId}: ${run.seen.state.status}`);
      if (run.seen.state.steps.find((s) => s.id === 'summary')?.streamedText !== summary)
        problems.push(`${run.runId}: the summary the client holds is not the model's`);
      problems.push(...exactlyOnceProblems(run.runId, logged, run.seen.events));
    }
    await redis.quit();

    const byPath = new Map<string, Probe[]>();
    for (const p of probes) byPath.set(p.path, [...(byPath.get(p.path) ?? []), p]);
    const slow = probes.filter((p) => p.ms > TARGET_MS);
    process.stdout.write(
      [
        '',
        `Production shape: api + 2 workers (separate processes), private redis-server with AOF; ${RUNS} followed runs.`,
        `Redis stopped for ${outageS.toFixed(1)} s while every run was streaming; request paths probed every ${PROBE_EVERY_MS / 1000} s:`,
        ...[...byPath].map(([path, ps]) => {
          const answers = [...new Set(ps.map((p) => p.answer))].join(' | ');
          return `  ${path.padEnd(28)} ${ps.length} calls, slowest ${Math.max(...ps.map((p) => p.ms)).toFixed(0)} ms: ${answers}`;
        }),
        `request paths answered within ${Math.max(...probes.map((p) => p.ms)).toFixed(0)} ms while Redis was away (target ${TARGET_MS} ms)`,
        `after Redis came back: ${takeovers} executions taken over by a new attempt (locks lapsed during the outage)`,
        `exactly once: ${problems.length === 0 ? `yes (all ${RUNS} runs completed; one step.completed per step; nothing after run.completed; every client saw every event once)` : `NO\n  ${problems.join('\n  ')}`}`,
        '',
      ].join('\n'),
    );
    process.stdout.write(
      `${JSON.stringify({ outage_s: Number(outageS.toFixed(1)), slowest_request_ms: Math.round(Math.max(...probes.map((p) => p.ms))), exactly_once: problems.length === 0 })}\n`,
    );
    if (slow.length > 0 || problems.length > 0) exitCode = 1;
  } catch (err) {
    process.stderr.write(`outage bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    exitCode = 1;
  } finally {
    for (const s of sockets) s.disconnect();
    await redisServer.start().catch(() => undefined);
    await cluster.stop();
    await llm.close();
    await schema.drop();
    await redisServer.destroy();
  }
  process.exit(exitCode);
}

await main();
