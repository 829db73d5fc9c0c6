import { Piscina } from 'piscina';
import type { ExtractOutcome, ExtractTask } from './extract-in-thread';

export interface ExtractionPoolOptions {
  /** Worker threads at most (each reads one document at a time). */
  threads: number;
  /** A document taking longer is abandoned and its thread terminated. */
  timeoutMs: number;
  /** Documents waiting for a thread at most; more are refused (busy) instead of queueing without end. */
  maxQueue: number;
  /** Heap of one thread; a document needing more kills only that thread. */
  maxHeapMb: number;
}

/** What the pool answers besides the thread's own outcome. */
export type PoolOutcome = ExtractOutcome | { ok: false; failure: 'timeout' | 'busy' | 'crashed' };

export interface ExtractionPool {
  extract(task: Omit<ExtractTask, 'started'>): Promise<PoolOutcome>;
  close(): Promise<void>;
}

const THREAD_MODULE = new URL('./extract-in-thread.ts', import.meta.url);

/**
 * Threads load the TypeScript module through tsx, like the process itself (ADR 001); the loader is added when the
 * process was not started with it (vitest's workers).
 */
function threadExecArgv(): string[] {
  return process.execArgv.some((arg) => arg.includes('tsx'))
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx'];
}

/**
 * The time limit of one document, counted from when its thread starts reading it: the thread raises `started`
 * (shared memory) first thing, and a limit that passes before that (a fresh thread still loading its modules
 * after another was terminated) is granted once more.
 */
function startTimeLimit(timeoutMs: number) {
  const started = new Int32Array(new SharedArrayBuffer(4));
  const controller = new AbortController();
  let graced = false;
  const check = () => {
    if (Atomics.load(started, 0) === 0 && !graced) {
      graced = true;
      timer = setTimeout(check, timeoutMs);
      return;
    }
    controller.abort();
  };
  let timer = setTimeout(check, timeoutMs);
  return { started, signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * Document text extraction off the api's event loop: a small pool of worker threads (piscina) with a hard time
 * limit (the thread running a document that is too slow is terminated and replaced), a heap cap per thread and a
 * bounded queue. The event loop only hands over the bytes and waits.
 */
export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  const pool = new Piscina<ExtractTask, ExtractOutcome>({
    filename: THREAD_MODULE.href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    execArgv: threadExecArgv(),
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 32 },
  });
  // The waiting line is kept here rather than in piscina, so a document's time limit starts when a thread takes
  // it up, not while it waits behind others.
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async (): Promise<boolean> => {
    if (running < options.threads) {
      running += 1;
      return true;
    }
    if (waiting.length >= options.maxQueue) return false;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  };
  // A finished document hands its thread straight to the next one in line.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async extract(task) {
      if (!(await acquire())) return { ok: false, failure: 'busy' };
      const limit = startTimeLimit(options.timeoutMs);
      try {
        return await pool.run({ ...task, started: limit.started }, { signal: limit.signal });
      } catch {
        if (limit.signal.aborted) return { ok: false, failure: 'timeout' };
        // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or another death of the thread: piscina replaces it.
        return { ok: false, failure: 'crashed' };
      } finally {
        limit.clear();
        release();
      }
    },
    close: () => pool.destroy(),
  };
}
