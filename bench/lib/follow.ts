import { Agent, request } from 'node:http';
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

/**
 * The clients' HTTP connections to the api, kept alive between requests as a browser keeps its own (each client is
 * its own browser, so no limit on sockets).
 */
const agent = new Agent({ keepAlive: true });

/**
 * POSTs a JSON body and reads the whole answer, through node:http on kept-alive connections: what the bench's
 * clients do for every run, at a fraction of `fetch`'s CPU (undici's fetch builds web streams, an abort signal and
 * header lists per request), which on the bench's machine is CPU taken from the engine it measures.
 */
function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
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
  const res = await post(`${options.apiUrl}${options.path}`, options.auth, JSON.stringify(options.body));
  if (res.status !== 202) throw new Error(`POST ${options.path} answered ${res.status}: ${res.text}`);
  runId = (JSON.parse(res.text) as { runId: string }).runId;
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
