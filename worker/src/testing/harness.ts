import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { Queue } from 'bullmq';
import { createLogger } from '@fcs/api/platform/logger';
import { createRedis } from '@fcs/api/platform/redis';
import { startTestApi, TEST_REDIS_URL, type TestApi } from '@fcs/api/testing/app';
import type { Db } from '@fcs/api/platform/db';
import {
  applyRunEvent,
  initialRunState,
  runStateFromSnapshot,
  type ClientToServerEvents,
  type RunEvent,
  type RunState,
  type RunSubscribeAck,
  type ServerToClientEvents,
} from '@fcs/shared/runs';
import { RUNS_QUEUE } from '@fcs/shared/workflows/jobs';
import { startRunWorker, type RunWorker, type RunWorkerOptions } from '../engine/run-worker';
import { createOpenAiLlm } from '../llm/openai-llm';
import { WORKFLOW_DEFINITIONS } from '../workflows/registry';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A private Redis prefix for one test file. */
export function testPrefix(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

/** The api with the given prefix (so several instances share one Redis namespace). */
export function startApi(db: Db, prefix: string): Promise<TestApi> {
  return startTestApi(db, { REDIS_PREFIX: prefix, AUTH_SECRET: 'a'.repeat(48) });
}

/** An in-process run worker talking to the stand-in model at llmUrl. */
export function startWorker(
  db: Db,
  prefix: string,
  llmUrl: string,
  options: Partial<RunWorkerOptions> & { timeoutMs?: number } = {},
): Promise<RunWorker> {
  return startRunWorker({
    redisUrl: TEST_REDIS_URL,
    prefix,
    db,
    llm: createOpenAiLlm({
      apiKey: 'test-key',
      baseURL: llmUrl,
      model: 'fake-model',
      timeoutMs: options.timeoutMs ?? 5000,
    }),
    logger: createLogger({ level: 'silent' }),
    workflows: WORKFLOW_DEFINITIONS,
    concurrency: 4,
    lockDurationMs: 2000,
    stalledIntervalMs: 1000,
    shutdownGraceMs: 200,
    ...options,
  });
}

/** Jobs of the run queue in any state (to prove nothing was enqueued). */
export async function countRunJobs(prefix: string): Promise<number> {
  const connection = createRedis(TEST_REDIS_URL);
  const queue = new Queue(RUNS_QUEUE, { connection, prefix });
  const counts = await queue.getJobCounts();
  await queue.close();
  await connection.quit();
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** Deletes every Redis key of a prefix. */
export async function dropPrefix(prefix: string): Promise<void> {
  const redis = createRedis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

/** A Socket.IO client of the api, signed in with the bearer token of a header. */
export async function connectClient(url: string, headers: Record<string, string>): Promise<ClientSocket> {
  const token = headers.authorization!.replace(/^Bearer /, '');
  const socket: ClientSocket = connect(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** What one client has seen of one run: every event received, and the state it rebuilt from them. */
export interface Follower {
  events: RunEvent[];
  state: RunState;
  ack: RunSubscribeAck;
}

/** Subscribes to a run from afterSeq and folds what arrives into a state, as the browser does. */
export async function follow(socket: ClientSocket, runId: string, afterSeq = 0, start?: RunState): Promise<Follower> {
  const follower: Follower = { events: [], state: start ?? initialRunState(runId), ack: { ok: true, snapshot: null } };
  socket.on('run:event', (event) => {
    if (event.runId !== runId) return;
    follower.events.push(event);
    follower.state = applyRunEvent(follower.state, event);
  });
  follower.ack = await socket.emitWithAck('run:subscribe', { runId, afterSeq });
  if (follower.ack.ok && follower.ack.snapshot) follower.state = runStateFromSnapshot(follower.ack.snapshot);
  return follower;
}

/** Polls until the condition holds (or fails the test after timeoutMs). */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  what: string,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
