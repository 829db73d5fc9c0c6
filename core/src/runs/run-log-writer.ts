import type { RunEvent, RunEventInput } from '@fcs/shared/runs';
import { stampRunStage } from '../platform/run-stages';
import type { RunEventLog, RunFence } from './run-events';

/**
 * One execution's writes to its run's event log, in order, with as few round trips as the order allows.
 *
 * - Group commit: at most `maxInFlight` appends are in flight (2 for an attempt's writer, 1 otherwise); whatever is
 *   queued meanwhile goes in the next append, as one batch (one script call, one pub/sub message). Events are never
 *   reordered: a batch holds them in push order, and the appends go on one connection, which Redis answers in
 *   order. An attempt's appends are numbered (1, 2, ...), and the log takes append n only right after n - 1 of the
 *   same attempt (run-events.ts): when one fails, the one sent behind it cannot land after the gap (it fails too),
 *   and one sent again after a reconnect cannot land twice. The second append in flight is for what the model writes
 *   while the first is on its way: without it each such word waited that whole round trip before its own began.
 * - Token frames (natural batching): streamed text queued back to back for the same step is merged into one token
 *   event (and a step's progress line replaces the one still queued). With `frameMs` 0 (the default) text goes at
 *   the end of the tick when the writer has room in flight, and whatever arrives while it has none waits and
 *   goes as one frame: an idle run's words reach the log one round trip after the model wrote them, and a busy
 *   one's frames grow with the round trip (under load, fewer and larger events), never a fixed wait. With `frameMs`
 *   above 0, text also waits until that long has passed since the run's last frame (at most 1000 / frameMs token events a
 *   second per run, for a model faster than the log), except the first text of a step, which goes at once. Any
 *   other event sends what is queued without waiting.
 * - Fencing: once an append is refused (another attempt claimed the run, or it was cancelled), everything queued
 *   and pushed later resolves to null and `onFenced` is called once.
 */
export interface RunLogWriter {
  /** Queues an event. `at` is its time (fixed now); `logged` resolves with it as logged, or null when fenced. */
  push(event: RunEventInput): { at: string; logged: Promise<RunEvent | null> };
  /** Queues streamed text of a step (merged into frames). False when the writer is fenced out or failed. */
  token(stepId: string, attempt: number, text: string): boolean;
  /**
   * Queues a running step's progress line; a line still queued for the step is replaced (only the latest matters).
   * Sent in frames like text. False when the writer is fenced out or failed.
   */
  progress(stepId: string, attempt: number, text: string): boolean;
  /** Sends what is queued now (no frame wait) and resolves once all of it is logged. Rejects if an append failed. */
  flush(): Promise<void>;
  readonly fenced: boolean;
  /** Set once an append failed (not fenced: an error, e.g. Redis away past its timeout); nothing more is sent. */
  readonly error: { cause: unknown } | null;
}

interface Queued {
  event: RunEventInput & { at: string };
  resolve(event: RunEvent | null): void;
  reject(err: unknown): void;
}

const noop = () => undefined;
/** Events sent in frames (they may wait up to frameMs); any other event is sent at once. */
const FRAMED = new Set(['token', 'step.progress']);

export function createRunLogWriter(options: {
  log: RunEventLog;
  runId: string;
  fence: RunFence;
  /** Least time between two token frames of the run (ms); 0: natural batching only. */
  frameMs?: number;
  /**
   * Most appends in flight at once (default 2). Above 1 only for an attempt's fence ({execId, attempt}): the log
   * checks the order of an attempt's numbered appends, which a new claim restarts; other fences get 1.
   */
  maxInFlight?: number;
  onFenced?: () => void;
  now?: () => number;
}): RunLogWriter {
  const { log, runId, fence } = options;
  const frameMs = options.frameMs ?? 0;
  const now = options.now ?? Date.now;
  const numbered = typeof fence === 'object' && fence !== null;
  const maxInFlight = numbered ? Math.max(1, options.maxInFlight ?? 2) : 1;
  let queue: Queued[] = [];
  /** Appends sent and not yet answered. */
  let inFlight = 0;
  /** The number of the attempt's last append sent (the log checks they arrive 1, 2, 3...). */
  let appends = 0;
  let timer: NodeJS.Timeout | null = null;
  let lastFrameAt = -Infinity;
  /** Steps (id and attempt) whose text has been sent: the first text of another step does not wait for a frame. */
  const streaming = new Set<string>();
  const streamKey = (e: { stepId: string; attempt: number }) => `${e.attempt}:${e.stepId}`;
  let fenced = false;
  let failure: { error: unknown } | null = null;
  let idleWaiters: Array<{ resolve(): void; reject(err: unknown): void }> = [];

  const settleIdle = () => {
    if (queue.length > 0 || inFlight > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) {
      if (failure) w.reject(failure.error);
      else w.resolve();
    }
  };

  const stop = (items: Queued[]) => {
    if (failure) for (const q of items) q.reject(failure.error);
    else for (const q of items) q.resolve(null);
  };

  const send = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = queue;
    queue = [];
    for (const { event } of batch) {
      if (!FRAMED.has(event.type)) continue;
      lastFrameAt = now();
      if (event.type === 'token') streaming.add(streamKey(event));
    }
    inFlight++;
    const tokens = batch.some((q) => q.event.type === 'token');
    stampRunStage('log.sent', runId);
    if (tokens) stampRunStage('log.sent.token', runId);
    log
      .appendBatch(
        runId,
        fence,
        batch.map((q) => q.event),
        numbered ? { append: ++appends } : undefined,
      )
      .then(
        (logged) => {
          inFlight--;
          stampRunStage('log.logged', runId, logged?.at(-1)?.seq);
          if (tokens) stampRunStage('log.logged.token', runId, logged?.at(-1)?.seq);
          if (!logged) {
            if (!fenced) {
              fenced = true;
              options.onFenced?.();
            }
            stop(batch);
            stop(queue.splice(0));
          } else {
            batch.forEach((q, i) => q.resolve(logged[i]!));
          }
          schedule();
          settleIdle();
        },
        (error: unknown) => {
          inFlight--;
          failure ??= { error };
          stop(batch);
          stop(queue.splice(0));
          settleIdle();
        },
      );
  };

  /** A send is due at the end of this tick (see schedule). */
  let due = false;
  /** Another append may go now: room in flight, something queued, and nothing refused or failed before it. */
  const canSend = () => inFlight < maxInFlight && queue.length > 0 && !fenced && !failure;
  const sendDue = () => {
    due = false;
    if (canSend()) send();
  };

  const schedule = () => {
    if (!canSend()) return;
    const onlyText = frameMs > 0 && idleWaiters.length === 0 && queue.every((q) => FRAMED.has(q.event.type));
    const firstText = queue.some((q) => q.event.type === 'token' && !streaming.has(streamKey(q.event)));
    const wait = onlyText && !firstText ? lastFrameAt + frameMs - now() : 0;
    if (wait <= 0) {
      // Not at once but at the end of this tick (process.nextTick: before any I/O, and, when the push comes from a
      // promise job as the engine's do, after the promise jobs of this turn): what the execution pushes without
      // waiting on I/O (the steps that need no model call, the words of one chunk of the model's stream) goes as
      // one append. The log's connection writes at the end of the loop's turn anyway (auto-pipelining), so no event
      // leaves later for it.
      if (!due) {
        due = true;
        process.nextTick(sendDue);
      }
      return;
    }
    timer ??= setTimeout(() => {
      timer = null;
      if (canSend()) send();
    }, wait);
  };

  const enqueue = (event: RunEventInput & { at: string }, resolve: Queued['resolve'], reject: Queued['reject']) => {
    if (fenced || failure) return stop([{ event, resolve, reject }]);
    queue.push({ event, resolve, reject });
    schedule();
  };

  return {
    push(event) {
      const at = new Date().toISOString();
      const logged = new Promise<RunEvent | null>((resolve, reject) => enqueue({ ...event, at }, resolve, reject));
      return { at, logged };
    },
    token(stepId, attempt, text) {
      if (fenced || failure) return false;
      const last = queue.at(-1)?.event;
      if (last && last.type === 'token' && last.stepId === stepId && last.attempt === attempt) last.text += text;
      else enqueue({ type: 'token', stepId, attempt, text, at: new Date().toISOString() }, noop, noop);
      return true;
    },
    progress(stepId, attempt, text) {
      if (fenced || failure) return false;
      const last = queue.at(-1)?.event;
      if (last && last.type === 'step.progress' && last.stepId === stepId && last.attempt === attempt) last.text = text;
      else enqueue({ type: 'step.progress', stepId, attempt, text, at: new Date().toISOString() }, noop, noop);
      return true;
    },
    flush() {
      return new Promise<void>((resolve, reject) => {
        idleWaiters.push({ resolve, reject });
        if (canSend()) send();
        settleIdle();
      });
    },
    get fenced() {
      return fenced;
    },
    get error() {
      return failure ? { cause: failure.error } : null;
    },
  };
}
