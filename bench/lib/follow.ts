import { performance } from 'node:perf_hooks';
import type { RunEvent, RunEventBatch } from '@fcs/shared/runs';
import type { ClientSocket } from '@fcs/all-in-one/testing/system';

/**
 * One clock for every process of the bench: milliseconds since the epoch at performance.now()'s resolution, so a
 * word stamped by the engine in one process and received by a client in another can be compared.
 */
export const now = (): number => performance.timeOrigin + performance.now();

/** What a client saw of one run it started and followed; times on the `now()` clock. */
export interface FollowedRun {
  runId: string;
  postedAt: number;
  /** The POST's answer (202 with the run id) arrived. */
  answeredAt: number;
  /** The subscribe's ack arrived (the backlog is on its way). */
  subscribedAt: number;
  /** The first token event. */
  firstTokenAt: number | null;
  /** The first thing the model wrote: a progress line or a token. */
  firstOutputAt: number | null;
  /** The seq of that first output's event (to find when the engine produced it, in the run's log). */
  firstOutputSeq: number | null;
  /** Every word of every token event with the time its event arrived (a frame carries several words). */
  words: [word: string, receivedAt: number][];
  seqs: number[];
  status: 'completed' | 'failed' | 'timeout';
  finishedAt: number;
}

/** Starts one run of `path` over HTTP and follows it on its own socket until it ends, as the browser does. */
export async function followOneRun(options: {
  apiUrl: string;
  socket: ClientSocket;
  auth: Record<string, string>;
  path: string;
  body: unknown;
  timeoutMs: number;
}): Promise<FollowedRun> {
  const { socket } = options;
  const seqs: number[] = [];
  const words: [string, number][] = [];
  let firstTokenAt: number | null = null;
  let firstOutputAt: number | null = null;
  let firstOutputSeq: number | null = null;
  let runId = '';
  let finish!: (status: FollowedRun['status']) => void;
  const done = new Promise<FollowedRun['status']>((resolve) => (finish = resolve));

  const onEvent = (event: RunEvent) => {
    const receivedAt = now();
    if (event.runId !== runId) return;
    seqs.push(event.seq);
    if ((event.type === 'token' || event.type === 'step.progress') && firstOutputAt === null) {
      firstOutputAt = receivedAt;
      firstOutputSeq = event.seq;
    }
    if (event.type === 'token') {
      firstTokenAt ??= receivedAt;
      for (const word of event.text.split(/\s+/)) if (word) words.push([word, receivedAt]);
    } else if (event.type === 'run.completed') finish('completed');
    else if (event.type === 'run.failed') finish('failed');
  };
  const postedAt = now();
  const res = await fetch(`${options.apiUrl}${options.path}`, {
    method: 'POST',
    headers: { ...options.auth, 'content-type': 'application/json' },
    body: JSON.stringify(options.body),
  });
  if (res.status !== 202) throw new Error(`POST ${options.path} answered ${res.status}: ${await res.text()}`);
  runId = ((await res.json()) as { runId: string }).runId;
  const answeredAt = now();
  // The backlog (what was logged before the subscribe) comes in batches, live events one by one.
  const onBatch = (batch: RunEventBatch) => batch.events.forEach(onEvent);
  socket.on('run:event', onEvent);
  socket.on('run:events', onBatch);
  const ack = await socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 });
  if (!ack.ok) throw new Error(`subscribe refused: ${ack.error.message}`);
  const subscribedAt = now();

  let timer: NodeJS.Timeout | undefined;
  const status = await Promise.race([
    done,
    new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), options.timeoutMs))),
  ]);
  clearTimeout(timer);
  socket.off('run:event', onEvent);
  socket.off('run:events', onBatch);
  socket.emit('run:unsubscribe', { runId });
  return {
    runId,
    postedAt,
    answeredAt,
    subscribedAt,
    firstTokenAt,
    firstOutputAt,
    firstOutputSeq,
    words,
    seqs,
    status,
    finishedAt: now(),
  };
}
