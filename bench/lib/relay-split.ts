import type { RunStageStamp } from '@fcs/core/platform/run-stages';
import type { RunEvent } from '@fcs/shared/runs';
import { percentile } from './stats';

/**
 * Where a relayed word's time goes under load (BENCH_RELAY_SPLIT=1, the 50- and 200-concurrent levels): each word
 * from its hand-over to the engine until the client got it, cut at the stamps the log writer and the relay publish
 * (core/src/platform/run-stages.ts; the writer stamps every append, not only those with text):
 * - queued: hand-over until its append was sent (the end of the tick, or the run's append in flight before it);
 * - append: sent until the worker had the script's answer;
 * - to api: sent until the api's subscriber got the pub/sub message carrying it;
 * - fan-out: the message parsed and written to the followers' sockets (Socket.IO's emit);
 * - to client: the emit until the client's handler saw it (the socket, the clients' process's loop).
 * A word is matched to its append and its message by its event's seq (the run's log says which token event carries
 * it; the writer stamps each answered append with its last seq, the relay each message with its last seq); a
 * run's appends are answered in the order sent, so the k-th sent stamp of a run goes with its k-th answered one.
 */
export interface WordTrace {
  /** ms per segment (a word whose stamps are missing is counted as unmatched, not traced). */
  queued: number;
  append: number;
  toApi: number;
  fanOut: number;
  toClient: number;
  total: number;
  /** An append of the run was in flight when the word was handed over (it waited for that one's answer). */
  waitedInFlight: boolean;
}

export const SEGMENTS = ['queued', 'append', 'toApi', 'fanOut', 'toClient'] as const;

interface Timed {
  at: number;
  seq: number;
}

const byRun = (stamps: RunStageStamp[], stage: string) => {
  const out = new Map<string, RunStageStamp[]>();
  for (const s of stamps) {
    if (s.stage !== stage || !s.runId) continue;
    let list = out.get(s.runId);
    if (!list) out.set(s.runId, (list = []));
    list.push(s);
  }
  return out;
};

/** The first stamp (in time order) whose seq reaches `seq`: the append or message that carried it. */
const carrying = (list: Timed[] | undefined, seq: number) => list?.findIndex((s) => s.seq >= seq) ?? -1;

export function traceWords(
  runs: {
    runId: string;
    words: [word: string, receivedAt: number][];
    /** The client's stamps: the POST answered, the subscribe's ack. */
    timed: { answeredAt: number; subscribedAt: number };
  }[],
  handedOver: Map<string, number>,
  logs: Map<string, RunEvent[]>,
  stamps: RunStageStamp[],
) {
  const sent = byRun(stamps, 'log.sent');
  const logged = byRun(stamps, 'log.logged');
  const messages = byRun(stamps, 'relay.message');
  const relayed = byRun(stamps, 'relay.sent');
  const traces: WordTrace[] = [];
  let unmatched = 0;
  /** Hand-over to the client of the words that came in the subscribe's backlog (logged before the run was followed). */
  const backlog: number[] = [];
  for (const run of runs) {
    const seqOf = new Map<string, number>();
    for (const event of logs.get(run.runId) ?? []) {
      if (event.type !== 'token') continue;
      for (const word of event.text.split(/\s+/)) if (word) seqOf.set(word, event.seq);
    }
    const runSent = sent.get(run.runId) ?? [];
    const runLogged = (logged.get(run.runId) ?? []) as Timed[];
    const runMessages = (messages.get(run.runId) ?? []) as Timed[];
    const runRelayed = (relayed.get(run.runId) ?? []) as Timed[];
    for (const [word, receivedAt] of run.words) {
      const handed = handedOver.get(word);
      const seq = seqOf.get(word);
      const k = seq === undefined ? -1 : carrying(runLogged, seq);
      const m = seq === undefined ? -1 : carrying(runMessages, seq);
      const r = seq === undefined ? -1 : carrying(runRelayed, seq);
      if (handed === undefined || k < 0 || !runSent[k] || runSent[k].at < handed) {
        unmatched++;
        continue;
      }
      // No message (or a later one) before the client had it: the word came in the subscribe's backlog.
      if (m < 0 || r < 0 || runRelayed[r]!.at > receivedAt) {
        backlog.push(receivedAt - handed);
        continue;
      }
      const sentAt = runSent[k].at;
      const previous = k > 0 ? runLogged[k - 1] : undefined;
      traces.push({
        queued: sentAt - handed,
        append: runLogged[k]!.at - sentAt,
        toApi: runMessages[m]!.at - sentAt,
        fanOut: runRelayed[r]!.at - runMessages[m]!.at,
        toClient: receivedAt - runRelayed[r]!.at,
        total: receivedAt - handed,
        waitedInFlight: k > 0 && runSent[k - 1]!.at <= handed && previous !== undefined && previous.at > handed,
      });
    }
  }
  const acks = runs.map((run) => run.timed.subscribedAt - run.timed.answeredAt);
  return { traces, unmatched, backlog, subscribe: { p50: percentile(acks, 50), p99: percentile(acks, 99) } };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** p50 / p99 of each segment, and the mean of each over the slowest 1% of words (what their time is made of). */
export function summariseTraces(traces: WordTrace[], backlog: number[]) {
  // The slowest 1% of all words (traced and backlog), as the bench's relay p99 counts them.
  const p99 = percentile([...traces.map((t) => t.total), ...backlog], 99);
  const slowest = traces.filter((t) => t.total >= p99);
  const waited = traces.filter((t) => t.waitedInFlight);
  const segment = (key: (typeof SEGMENTS)[number] | 'total') => ({
    p50: percentile(
      traces.map((t) => t[key]),
      50,
    ),
    p99: percentile(
      traces.map((t) => t[key]),
      99,
    ),
    slowestMean: mean(slowest.map((t) => t[key])),
  });
  return {
    words: traces.length,
    total: segment('total'),
    segments: Object.fromEntries(SEGMENTS.map((key) => [key, segment(key)])) as Record<
      (typeof SEGMENTS)[number],
      ReturnType<typeof segment>
    >,
    waitedShare: waited.length / Math.max(1, traces.length),
    waitedQueued: {
      p50: percentile(
        waited.map((t) => t.queued),
        50,
      ),
      p99: percentile(
        waited.map((t) => t.queued),
        99,
      ),
    },
    slowestWaitedShare: slowest.filter((t) => t.waitedInFlight).length / Math.max(1, slowest.length),
    backlog: { words: backlog.length, p50: percentile(backlog, 50), p99: percentile(backlog, 99) },
    /** Of the words at or above the relay p99 of all words, how many came in the backlog. */
    slowestBacklogShare:
      backlog.filter((ms) => ms >= p99).length / Math.max(1, backlog.filter((ms) => ms >= p99).length + slowest.length),
  };
}

/** One level's relay split, as the bench prints it. */
export interface RelaySplit {
  concurrency: number;
  split: ReturnType<typeof summariseTraces>;
  unmatched: number;
  subscribe: { p50: number; p99: number };
}
