// The test hosts a Socket.IO server, which needs Node's http; the code under test stays browser-only.
// eslint-disable-next-line no-restricted-imports
import { createServer, type Server as HttpServer } from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { AddressInfo } from 'node:net';
import { AI_IMPACT_STEPS } from '@fcs/shared/workflows/ai-impact';
import {
  applyRunEvents,
  initialRunState,
  type ClientToServerEvents,
  type Run,
  type RunEvent,
  type RunEventInput,
  type RunSubscribeAck,
  type ServerToClientEvents,
} from '@fcs/shared/runs';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { createRunSocket, type RunSocket } from '../../lib/socket';
import { RunSubscription, type RunView } from './run-subscription';

// The subscription against a real Socket.IO server on 127.0.0.1 that speaks the run contract of
// `@fcs/shared/runs` (subscribe with afterSeq, ack, then run:events batches and run:event in seq order). The server
// is scripted per test, so replays, gaps, reconnects and snapshots can be produced on demand.

const TOKEN = 'token-of-ada';

/** A complete AI impact run's log: queued, started, five steps (the fourth streams words), result, completed. */
function runLog(runId: string): RunEvent[] {
  const inputs: RunEventInput[] = [
    { type: 'run.queued', workflow: 'ai_impact', steps: [...AI_IMPACT_STEPS], retry: false },
    { type: 'run.started', attempt: 1, engine: 'offline' },
  ];
  for (const step of AI_IMPACT_STEPS) {
    inputs.push({ type: 'step.started', stepId: step.id, attempt: 1 });
    const words = step.streamed ? ['The', ' role', ' changes', ' but', ' judgement', ' stays.'] : [];
    for (const text of words) inputs.push({ type: 'token', stepId: step.id, attempt: 1, text });
    inputs.push({
      type: 'step.completed',
      stepId: step.id,
      attempt: 1,
      durationMs: 120,
      output: { ok: step.id },
      narration: `Did ${step.id}`,
      streamedText: step.streamed ? words.join('') : null,
    });
  }
  inputs.push({ type: 'result', result: { done: true } }, { type: 'run.completed' });
  const at = new Date().toISOString();
  return inputs.map((input, i) => ({ ...input, seq: i + 1, runId, at }) as RunEvent);
}

interface ScriptedServer {
  url: string;
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  subscribes: { runId: string; afterSeq: number }[];
  /** What the server does on each subscribe. */
  onSubscribe: (
    socket: ServerSocket<ClientToServerEvents, ServerToClientEvents>,
    request: { runId: string; afterSeq: number },
    ack: (a: RunSubscribeAck) => void,
  ) => void;
  close(): Promise<void>;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function startServer(): Promise<ScriptedServer> {
  const http: HttpServer = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http);
  const server: ScriptedServer = {
    url: '',
    io,
    subscribes: [],
    onSubscribe: (_socket, _request, ack) => ack({ ok: true, snapshot: null }),
    close: async () => {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
  io.use((socket, next) =>
    next((socket.handshake.auth as { token?: string }).token === TOKEN ? undefined : new Error('unauthorized')),
  );
  io.on('connection', (socket) => {
    socket.on('run:subscribe', (request, ack) => {
      const parsed = { runId: request.runId, afterSeq: request.afterSeq ?? 0 };
      server.subscribes.push(parsed);
      server.onSubscribe(socket, parsed, ack);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  cleanups.push(() => server.close());
  return server;
}

function clientSocket(url: string): RunSocket {
  const { socket } = createRunSocket(() => TOKEN, url);
  socket.connect();
  cleanups.push(() => void socket.disconnect());
  return socket;
}

function follow(
  runId: string,
  socket: RunSocket,
  extra: Partial<ConstructorParameters<typeof RunSubscription>[1]> = {},
) {
  const subscription = new RunSubscription(runId, {
    connect: () => socket,
    fetchSnapshot: async () => {
      throw Object.assign(new Error('no snapshot in this test'), { status: 503 });
    },
    ackTimeoutMs: 2000,
    pollIntervalMs: 100,
    ...extra,
  });
  subscription.setTokenSource(() => TOKEN);
  subscription.start();
  cleanups.push(() => subscription.stop());
  return subscription;
}

function until(
  subscription: RunSubscription,
  predicate: (view: RunView) => boolean,
  timeoutMs = 5000,
): Promise<RunView> {
  return new Promise((resolve, reject) => {
    if (predicate(subscription.getView())) return resolve(subscription.getView());
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`timed out; last view: ${JSON.stringify(subscription.getView().state.lastSeq)}`));
    }, timeoutMs);
    const unsubscribe = subscription.subscribe(() => {
      if (!predicate(subscription.getView())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(subscription.getView());
    });
  });
}

describe('RunSubscription', () => {
  it('when a page restores a view, then it subscribes after its last seq and ends with the same state as the full log', async () => {
    const server = await startServer();
    const runId = crypto.randomUUID();
    const log = runLog(runId);
    server.onSubscribe = (socket, { afterSeq }, ack) => {
      ack({ ok: true, snapshot: null });
      // A careless server that also resends what the client has: the subscription must drop those.
      for (const event of log.slice(Math.max(0, afterSeq - 3))) socket.emit('run:event', event);
    };
    const restored = applyRunEvents(initialRunState(runId), log.slice(0, 12));
    const subscription = follow(runId, clientSocket(server.url), { initialState: restored });

    const view = await until(subscription, (v) => v.state.status === 'completed');
    expect(server.subscribes).toEqual([{ runId, afterSeq: 12 }]);
    expect(view.state).toEqual(applyRunEvents(initialRunState(runId), log));
    expect(view.connection).toBe('live');
    expect(view.state.steps.find((s) => s.streamed)?.streamedText).toBe('The role changes but judgement stays.');
  });

  it('when events arrive with a gap, then it resubscribes from its last seq and misses nothing', async () => {
    const server = await startServer();
    const runId = crypto.randomUUID();
    const log = runLog(runId);
    server.onSubscribe = (socket, { afterSeq }, ack) => {
      ack({ ok: true, snapshot: null });
      const rest = log.slice(afterSeq);
      // The first time, seq 6 and 7 are lost on the way.
      const first = server.subscribes.length === 1;
      for (const event of rest) if (!first || (event.seq !== 6 && event.seq !== 7)) socket.emit('run:event', event);
    };
    const subscription = follow(runId, clientSocket(server.url));

    const view = await until(subscription, (v) => v.state.status === 'completed');
    expect(server.subscribes.map((s) => s.afterSeq)).toEqual([0, 5]);
    expect(view.state).toEqual(applyRunEvents(initialRunState(runId), log));
  });

  it('when the connection drops mid-run, then after reconnecting it continues from the last applied seq', async () => {
    const server = await startServer();
    const runId = crypto.randomUUID();
    const log = runLog(runId);
    server.onSubscribe = (socket, { afterSeq }, ack) => {
      ack({ ok: true, snapshot: null });
      if (server.subscribes.length === 1) {
        for (const event of log.slice(0, 9)) socket.emit('run:event', event);
        setTimeout(() => socket.conn.close(), 50);
      } else {
        for (const event of log.slice(afterSeq)) socket.emit('run:event', event);
      }
    };
    const subscription = follow(runId, clientSocket(server.url));

    const view = await until(subscription, (v) => v.state.status === 'completed', 10_000);
    expect(server.subscribes.map((s) => s.afterSeq)).toEqual([0, 9]);
    expect(view.state).toEqual(applyRunEvents(initialRunState(runId), log));
  });

  it('when the server answers with a snapshot, then the view starts from it and continues with later events', async () => {
    const server = await startServer();
    const runId = crypto.randomUUID();
    const log = runLog(runId);
    const upTo = applyRunEvents(initialRunState(runId), log.slice(0, 15));
    const snapshot: Run = {
      id: runId,
      type: 'ai_impact',
      status: upTo.status!,
      input: {},
      steps: upTo.steps,
      result: null,
      error: null,
      engine: 'offline',
      attempt: 1,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      lastSeq: 15,
    };
    server.onSubscribe = (socket, _request, ack) => {
      ack({ ok: true, snapshot });
      for (const event of log.slice(15)) socket.emit('run:event', event);
    };
    // The page had an older view of its own; the snapshot replaces it.
    const subscription = follow(runId, clientSocket(server.url), {
      initialState: applyRunEvents(initialRunState(runId), log.slice(0, 3)),
    });

    const view = await until(subscription, (v) => v.state.status === 'completed');
    expect(view.state).toEqual(applyRunEvents(initialRunState(runId), log));
  });

  it('when the backlog comes in run:events batches, then each batch is applied in order with one render and live events follow', async () => {
    const server = await startServer();
    const runId = crypto.randomUUID();
    const log = runLog(runId);
    const live = log.length - 4;
    server.onSubscribe = (socket, { afterSeq }, ack) => {
      // A batch sent before the ack (kept until the ack says where to start), then the rest of the backlog in
      // two batches, the first overlapping what the client has, then live events one by one.
      socket.emit('run:events', { runId, events: log.slice(afterSeq, afterSeq + 4) });
      ack({ ok: true, snapshot: null });
      socket.emit('run:events', { runId, events: log.slice(afterSeq + 2, 12) });
      socket.emit('run:events', { runId, events: log.slice(12, live) });
      // Not this run's, or not a batch: ignored.
      socket.emit('run:events', { runId: crypto.randomUUID(), events: log.slice(live) } as never);
      socket.emit('run:events', { runId, events: 'nope' } as never);
      for (const event of log.slice(live)) socket.emit('run:event', event);
    };
    const restored = applyRunEvents(initialRunState(runId), log.slice(0, 3));
    const subscription = follow(runId, clientSocket(server.url), { initialState: restored });
    const renders: number[] = [];
    subscription.subscribe(() => renders.push(subscription.getView().state.lastSeq));

    const view = await until(subscription, (v) => v.state.status === 'completed');
    expect(server.subscribes).toEqual([{ runId, afterSeq: 3 }]);
    expect(view.state).toEqual(applyRunEvents(initialRunState(runId), log));
    // Ack (with the early batch: seq 7), one render per later batch, then one per live event.
    expect(renders).toEqual([7, 12, live, ...log.slice(live).map((e) => e.seq)]);
  });

  it('when a batch skips seqs, then what precedes the gap is kept and it resubscribes from there', async () => {
    const server = await startServer();
    const runId = crypto.randomUUID();
    const log = runLog(runId);
    server.onSubscribe = (socket, { afterSeq }, ack) => {
      ack({ ok: true, snapshot: null });
      const rest = log.slice(afterSeq);
      // The first time, the batch lacks seq 11.
      const events = server.subscribes.length === 1 ? rest.filter((e) => e.seq !== 11) : rest;
      socket.emit('run:events', { runId, events });
    };
    const subscription = follow(runId, clientSocket(server.url));

    const view = await until(subscription, (v) => v.state.status === 'completed');
    expect(server.subscribes.map((s) => s.afterSeq)).toEqual([0, 10]);
    expect(view.state).toEqual(applyRunEvents(initialRunState(runId), log));
  });

  it('when the run is not the user’s, then the view reports it as not found', async () => {
    const server = await startServer();
    server.onSubscribe = (_socket, _request, ack) =>
      ack({ ok: false, error: { code: 'not_found', message: 'Run not found' } });
    const subscription = follow(crypto.randomUUID(), clientSocket(server.url));
    const view = await until(subscription, (v) => v.problem !== null);
    expect(view.problem?.code).toBe('not_found');
  });

  it('when the socket cannot connect, then it reads snapshots over HTTP until the run ends', async () => {
    const runId = crypto.randomUUID();
    const log = runLog(runId);
    // Nothing listens here: the socket never connects.
    const socket = createRunSocket(() => TOKEN, 'http://127.0.0.1:9').socket;
    socket.connect();
    cleanups.push(() => void socket.disconnect());
    let reads = 0;
    const subscription = follow(runId, socket, {
      ackTimeoutMs: 100,
      fetchSnapshot: async () => {
        reads += 1;
        const state = applyRunEvents(initialRunState(runId), log.slice(0, Math.min(log.length, reads * 10)));
        return {
          id: runId,
          type: 'ai_impact',
          status: state.status!,
          input: {},
          steps: state.steps,
          result: state.result,
          error: null,
          engine: 'offline',
          attempt: 1,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          lastSeq: state.lastSeq,
        };
      },
    });

    const view = await until(subscription, (v) => v.state.status === 'completed');
    expect(view.connection).toBe('polling');
    expect(view.state.steps.every((s) => s.status === 'completed')).toBe(true);
    const readsWhenDone = reads;
    await new Promise((r) => setTimeout(r, 300));
    expect(reads).toBe(readsWhenDone);
  });
});
