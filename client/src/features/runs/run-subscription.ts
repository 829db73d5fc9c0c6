import {
  ZRun,
  ZRunEvent,
  ZRunEventBatch,
  ZRunSubscribeAck,
  applyRunEvent,
  initialRunState,
  isTerminalRunStatus,
  runStateFromSnapshot,
  type Run,
  type RunEvent,
  type RunState,
} from '@fcs/shared/runs';
import type { RunSocket, TokenSource } from '../../lib/socket';

/**
 * How the page is getting the run's updates: 'live' over the socket; 'connecting' while (re)subscribing;
 * 'polling' while the socket is unavailable and the snapshot endpoint stands in.
 */
export type RunConnection = 'connecting' | 'live' | 'polling';

/** Why a run cannot be shown at all. */
export interface RunProblem {
  code: 'not_found' | 'unavailable';
  message: string;
}

export interface RunView {
  state: RunState;
  connection: RunConnection;
  problem: RunProblem | null;
}

export interface RunSubscriptionDeps {
  /** Gives the (shared, connecting) socket; called by start() with the subscription's token source. */
  connect: (getToken: TokenSource) => RunSocket;
  /** `GET /api/runs/:id` as the signed-in user; rejects with an ApiError-like `{ status }` on 404. */
  fetchSnapshot: (runId: string) => Promise<Run>;
  /** A view restored from storage; the subscription continues after its lastSeq. */
  initialState?: RunState | null;
  /** How long to wait for the subscribe ack before falling back to snapshots (ms). */
  ackTimeoutMs?: number;
  /** Pause between snapshot fetches while the socket is unavailable (ms). */
  pollIntervalMs?: number;
}

const NOT_FOUND_MESSAGE = 'This analysis could not be found. It may belong to another account or have been removed.';

/**
 * Keeps one run's view up to date: subscribes over Socket.IO with the last applied seq, folds each event in with
 * `applyRunEvent`, resubscribes after a reconnect or a gap in the seqs, and reads snapshots over HTTP while the
 * socket is unavailable. Framework-free; `useRun` binds it to React with useSyncExternalStore.
 */
export class RunSubscription {
  private view: RunView;
  private readonly listeners = new Set<() => void>();
  private running = false;
  /** Events that arrived between a subscribe and its ack; applied once the ack says where to start. */
  private buffer: RunEvent[] | null = null;
  /** Identifies the latest subscribe, so a late ack of an older one is ignored. */
  private subscribeCount = 0;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private socket: RunSocket | null = null;
  private tokenSource: TokenSource = () => null;
  private readonly ackTimeoutMs: number;
  private readonly pollIntervalMs: number;

  constructor(
    readonly runId: string,
    private readonly deps: RunSubscriptionDeps,
  ) {
    const initial = deps.initialState?.runId === runId ? deps.initialState : initialRunState(runId);
    this.view = { state: initial, connection: 'connecting', problem: null };
    this.ackTimeoutMs = deps.ackTimeoutMs ?? 8000;
    this.pollIntervalMs = deps.pollIntervalMs ?? 3000;
  }

  /** The current view (stable object between changes, as useSyncExternalStore needs). */
  readonly getView = (): RunView => this.view;

  /** Calls listener after every change; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Where the socket handshake's bearer token comes from (snapshot reads go through apiRequest). */
  setTokenSource(source: TokenSource): void {
    this.tokenSource = source;
  }

  /** Starts listening. Safe to call again after stop() (React StrictMode runs effects twice). */
  start(): void {
    if (this.running) return;
    this.running = true;
    const socket = this.deps.connect(() => this.tokenSource());
    this.socket = socket;
    socket.on('connect', this.handleConnect);
    socket.on('disconnect', this.handleDisconnect);
    socket.on('run:event', this.handleEvent);
    socket.on('run:events', this.handleEvents);
    if (socket.connected) this.subscribeNow();
    else this.schedulePoll(this.ackTimeoutMs);
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    const socket = this.socket;
    if (!socket) return;
    socket.off('connect', this.handleConnect);
    socket.off('disconnect', this.handleDisconnect);
    socket.off('run:event', this.handleEvent);
    socket.off('run:events', this.handleEvents);
    if (socket.connected) socket.emit('run:unsubscribe', { runId: this.runId });
    clearTimeout(this.pollTimer);
    this.buffer = null;
    this.subscribeCount += 1;
  }

  /** Fetches the snapshot now (after Retry or Cancel, in case the socket is slow or down). */
  async refresh(): Promise<void> {
    await this.poll(false);
  }

  private readonly handleConnect = () => this.subscribeNow();

  private readonly handleDisconnect = () => {
    this.buffer = null;
    this.subscribeCount += 1;
    this.update({ connection: 'connecting' });
    this.schedulePoll(this.ackTimeoutMs);
  };

  private readonly handleEvent = (raw: unknown) => {
    const parsed = ZRunEvent.safeParse(raw);
    if (!parsed.success || parsed.data.runId !== this.runId) return;
    this.receive([parsed.data]);
  };

  /** A batch of events in seq order (how the server sends the backlog): as if each had come alone, one render. */
  private readonly handleEvents = (raw: unknown) => {
    const parsed = ZRunEventBatch.safeParse(raw);
    if (!parsed.success || parsed.data.runId !== this.runId) return;
    this.receive(parsed.data.events.filter((event) => event.runId === this.runId));
  };

  private receive(events: RunEvent[]): void {
    if (events.length === 0) return;
    if (this.buffer) {
      this.buffer.push(...events);
      return;
    }
    this.applyInOrder(events);
  }

  private subscribeNow(): void {
    const socket = this.socket;
    if (!this.running || !socket) return;
    const count = ++this.subscribeCount;
    this.buffer = [];
    if (this.view.connection === 'live') this.update({ connection: 'connecting' });
    socket
      .timeout(this.ackTimeoutMs)
      .emit(
        'run:subscribe',
        { runId: this.runId, afterSeq: this.view.state.lastSeq },
        (err: Error | null, answer: unknown) => {
          if (!this.running || count !== this.subscribeCount) return;
          const buffered = this.buffer ?? [];
          this.buffer = null;
          const ack = err ? null : ZRunSubscribeAck.safeParse(answer);
          if (!ack?.success) {
            // No answer or an unreadable one: read snapshots and try the socket again later.
            this.update({ connection: 'polling' });
            this.schedulePoll(this.pollIntervalMs);
            return;
          }
          if (!ack.data.ok) {
            if (ack.data.error.code === 'not_found') {
              this.update({ problem: { code: 'not_found', message: NOT_FOUND_MESSAGE } });
              return;
            }
            this.update({ connection: 'polling' });
            this.schedulePoll(this.pollIntervalMs);
            return;
          }
          clearTimeout(this.pollTimer);
          let state = this.view.state;
          if (ack.data.snapshot) state = runStateFromSnapshot(ack.data.snapshot);
          // What arrived before the ack belongs to the previous subscription: keep what continues the view, drop the
          // rest (the server now sends every event after afterSeq, so nothing dropped here is lost).
          for (const event of buffered) if (event.seq === state.lastSeq + 1) state = applyRunEvent(state, event);
          this.view = { ...this.view, state, connection: 'live', problem: null };
          this.notify();
        },
      );
  }

  /**
   * Applies events in seq order; an older seq is a duplicate (dropped), a jump means something was missed
   * (what came before it is kept, then it resubscribes from there). Listeners hear once per call.
   */
  private applyInOrder(events: RunEvent[]): void {
    const before = this.view.state;
    let state = before;
    let gap = false;
    for (const event of events) {
      if (event.seq <= state.lastSeq) continue;
      if (event.seq > state.lastSeq + 1) {
        gap = true;
        break;
      }
      state = applyRunEvent(state, event);
    }
    if (state !== before) {
      this.view = { ...this.view, state };
      this.notify();
    }
    if (gap) {
      this.socket?.emit('run:unsubscribe', { runId: this.runId });
      this.subscribeNow();
    }
  }

  private schedulePoll(delayMs: number): void {
    clearTimeout(this.pollTimer);
    if (!this.running) return;
    this.pollTimer = setTimeout(() => void this.poll(true), delayMs);
  }

  /** Reads the snapshot; while the socket is not live it keeps doing so and keeps offering the socket a new try. */
  private async poll(keepPolling: boolean): Promise<void> {
    if (!this.running) return;
    try {
      const run = ZRun.parse(await this.deps.fetchSnapshot(this.runId));
      if (!this.running) return;
      if (run.lastSeq > this.view.state.lastSeq || this.view.state.status === null) {
        this.view = { ...this.view, state: runStateFromSnapshot(run), problem: null };
      }
      if (this.view.connection !== 'live') this.view = { ...this.view, connection: 'polling' };
      this.notify();
    } catch (error) {
      if (!this.running) return;
      if (isNotFound(error)) {
        this.update({ problem: { code: 'not_found', message: NOT_FOUND_MESSAGE } });
        return;
      }
    }
    if (!keepPolling || !this.running || this.view.connection === 'live') return;
    if (this.socket?.connected && this.buffer === null) this.subscribeNow();
    if (!isTerminalRunStatus(this.view.state.status)) this.schedulePoll(this.pollIntervalMs);
  }

  private update(change: Partial<RunView>): void {
    this.view = { ...this.view, ...change };
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404
  );
}
