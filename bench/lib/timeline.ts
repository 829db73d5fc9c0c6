import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { RUN_STAGES_CHANNEL, type RunStageStamp } from '@fcs/core/platform/run-stages';
import { now } from './follow';
import { percentile } from './stats';

/**
 * A run's way to its first word, stage by stage, from the stamps the api, the engine, the LLM layer, the log writer
 * and the relay publish on a diagnostics channel (core/src/platform/run-stages.ts) while the bench listens, plus the
 * client's own stamps. Meant for runs one at a time (the 1-concurrent level): a stamp without a run id (the api
 * before the row exists, the LLM layer, the provider slot) is the run's whose POST it follows.
 */
export const FIRST_WORD_CHAIN = [
  ['post', 'the client sends the POST'],
  ['http.request', "the api's server emits the request (headers parsed)"],
  ['api.auth', 'body read, the token check starts'],
  ['api.authed', 'token checked'],
  ['api.handler', 'the api handler starts (routing)'],
  ['api.access', 'access checks (the profile read)'],
  ['api.row', 'row inserted (the log opened alongside)'],
  ['api.logOpened', 'run.queued logged'],
  ['api.enqueued', 'job added'],
  ['worker.taken', 'a worker took the job'],
  // A new run's structured call goes while the run is being started (worker/src/engine/prefetch.ts): these three are
  // looked for from the job's take, so a call sent ahead of the start shows as such (a negative step below).
  ['llm.slot', 'provider slot taken', 'worker.taken'],
  ['llm.sent:ai_impact.analyse', 'structured call sent', 'worker.taken'],
  ['worker.started', 'marked started and claimed', 'worker.taken'],
  ['step:analyse', 'the structured step starts', 'worker.started'],
  ['llm.headers:ai_impact.analyse', 'its response headers', 'llm.sent:ai_impact.analyse'],
  ['llm.firstChunk:ai_impact.analyse', 'its first chunk'],
  ['llm.done:ai_impact.analyse', 'its whole answer'],
  ['step:summary', 'the streamed step starts (answer parsed)'],
  ['llm.slot', 'provider slot taken'],
  ['llm.sent:ai_impact.summary', 'streamed call sent'],
  ['llm.headers:ai_impact.summary', 'its response headers'],
  ['llm.firstChunk:ai_impact.summary', 'its first chunk (the first word)'],
  ['log.sent.token', 'the word appended (script sent)'],
  ['relay.message', 'the api got the pub/sub message'],
  ['relay.sent', 'written to the socket'],
  ['client.firstToken', 'at the client'],
] as const satisfies readonly (readonly [string, string] | readonly [string, string, string])[];

export interface TimedRun {
  runId: string;
  postedAt: number;
  answeredAt: number;
  subscribedAt: number;
  firstTokenAt: number | null;
  finishedAt: number;
}

/** Collects stamps until stop(). */
export function stageRecorder() {
  const stamps: RunStageStamp[] = [];
  const onStamp = (message: unknown) => stamps.push(message as RunStageStamp);
  // Node's own channel: the api's server (in this process) has parsed a request's head.
  const onRequest = (message: unknown) => {
    const { request } = message as { request: { method?: string } };
    if (request.method === 'POST') stamps.push({ stage: 'http.request', at: now() });
  };
  subscribe(RUN_STAGES_CHANNEL, onStamp);
  subscribe('http.server.request.start', onRequest);
  return {
    stop(): RunStageStamp[] {
      unsubscribe(RUN_STAGES_CHANNEL, onStamp);
      unsubscribe('http.server.request.start', onRequest);
      return stamps;
    },
  };
}

/**
 * Each stage's time in one run (ms after its POST): the first stamp of the stage at or after the stage before (or
 * after the earlier stage it names, when it names one).
 */
function oneRun(run: TimedRun, stamps: RunStageStamp[]): (number | null)[] {
  const own = stamps.filter(
    (s) => (s.runId === undefined || s.runId === run.runId) && s.at >= run.postedAt && s.at <= run.finishedAt,
  );
  const times: (number | null)[] = [];
  const found = new Map<string, number>();
  let from = run.postedAt;
  for (const entry of FIRST_WORD_CHAIN) {
    const stage: string = entry[0];
    const anchor: string | undefined = entry[2];
    if (anchor !== undefined) {
      const anchored = found.get(anchor);
      if (anchored === undefined) {
        times.push(null);
        continue;
      }
      from = anchored;
    }
    let at: number | undefined;
    if (stage === 'post') at = run.postedAt;
    else if (stage === 'client.firstToken') at = run.firstTokenAt ?? undefined;
    else at = own.find((s) => s.stage === stage && s.at >= from)?.at;
    if (at === undefined) {
      times.push(null);
      continue;
    }
    times.push(at - run.postedAt);
    found.set(stage, at);
    from = at;
  }
  return times;
}

const median = (values: number[]) => percentile(values, 50);

/** The median time of each stage after the POST and the median step from the stage before, over `runs`. */
export function firstWordTimeline(runs: TimedRun[], stamps: RunStageStamp[]) {
  const perRun = runs.map((run) => oneRun(run, stamps));
  const rows = FIRST_WORD_CHAIN.map(([stage, label], i) => {
    const since = perRun.flatMap((t) => (t[i] == null ? [] : [t[i]]));
    const steps = perRun.flatMap((t) => (i > 0 && t[i] != null && t[i - 1] != null ? [t[i]! - t[i - 1]!] : []));
    return { stage, label, sincePost: median(since), step: i === 0 ? 0 : median(steps), runs: since.length };
  });
  return {
    rows,
    answered: median(runs.map((r) => r.answeredAt - r.postedAt)),
    subscribed: median(runs.map((r) => r.subscribedAt - r.postedAt)),
    tokenLogged: median(
      perRun.flatMap((t, i) => {
        const sent = t[FIRST_WORD_CHAIN.findIndex(([s]) => s === 'log.sent.token')];
        const logged = stamps.find((s) => s.stage === 'log.logged.token' && s.runId === runs[i]!.runId && sent != null);
        return logged && sent != null ? [logged.at - runs[i]!.postedAt - sent] : [];
      }),
    ),
  };
}
