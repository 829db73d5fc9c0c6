import { io as connect, type Socket } from 'socket.io-client';
import { startTestApi, type TestApi } from '@fcs/api/testing/app';
import type { Db } from '@fcs/core/platform/db';
import { createLogger } from '@fcs/core/platform/logger';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { startRunWorker, type RunWorker } from '@fcs/worker/engine/run-worker';
import { OFFLINE_CONTENT } from '@fcs/worker/llm/create-llm';
import { createOfflineLlm } from '@fcs/worker/llm/offline/offline-llm';
import { WORKFLOW_DEFINITIONS } from '@fcs/worker/workflows/registry';
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

// What the system tests (api + worker in one test process) need beyond the worker's own harness: the api and
// a Socket.IO client that follows a run as the browser does.

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The api with the given prefix (so several instances share one Redis namespace). */
export function startApi(db: Db, prefix: string): Promise<TestApi> {
  return startTestApi(db, { REDIS_PREFIX: prefix, AUTH_SECRET: 'a'.repeat(48) });
}

/** A run worker of every workflow on the offline engine (no word delay), on the api's prefix. */
export function startOfflineWorker(db: Db, prefix: string): Promise<RunWorker> {
  return startRunWorker({
    redisUrl: TEST_REDIS_URL,
    prefix,
    db,
    llm: createOfflineLlm({ content: OFFLINE_CONTENT, wordDelayMs: 0 }),
    logger: createLogger({ level: 'silent' }),
    workflows: WORKFLOW_DEFINITIONS,
    concurrency: 4,
  });
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
  const take = (event: RunEvent) => {
    if (event.runId !== runId) return;
    follower.events.push(event);
    follower.state = applyRunEvent(follower.state, event);
  };
  socket.on('run:event', take);
  // The backlog comes in batches.
  socket.on('run:events', (batch) => batch.runId === runId && batch.events.forEach(take));
  follower.ack = await socket.emitWithAck('run:subscribe', { runId, afterSeq });
  if (follower.ack.ok && follower.ack.snapshot) follower.state = runStateFromSnapshot(follower.ack.snapshot);
  return follower;
}
