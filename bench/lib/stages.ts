import type { RunEvent } from '@fcs/shared/runs';
import type { FollowedRun } from './follow';
import type { ModelCallStamps } from './stand-in';

/**
 * Where a run's first output spends its time, stage by stage, from what the run leaves behind anyway: the client's
 * own stamps, the `at` of the run's logged events (the api's `run.queued`, the worker's `run.started`, the
 * `step.started` of the step that wrote first and that first output itself), and the BullMQ job's `timestamp`
 * (the api's enqueue) and `processedOn` (a worker took it). Nothing in the engine is instrumented for it; the
 * clocks are the one machine's wall clock (events and jobs to the millisecond).
 */
export const STAGES = [
  ['api', 'POST to run.queued logged (auth, profile, input, log open)'],
  ['enqueue', 'run.queued to job added (row insert, then the enqueue)'],
  ['pickup', 'job added to a worker taking it'],
  ['begin', 'taken to run.started (the processor called, begin)'],
  ['to model', 'run.started to the step that calls the model started'],
  ['model', 'that step started to its first output (provider slot, request, model, first chunk parsed)'],
  ['to client', 'first output produced to the client (log, publish, relay, socket)'],
  ['total', 'POST to the first output at the client'],
  ['answered', 'POST to its 202 at the client (overlaps the stages above)'],
  ['subscribed', "POST to the subscribe's ack at the client (overlaps the stages above)"],
] as const;
export type Stage = (typeof STAGES)[number][0];

/** A job as BullMQ keeps it: when it was added and when a worker took it (ms since the epoch). */
export interface JobStamps {
  timestamp: number;
  processedOn?: number;
}

const at = (event: RunEvent | undefined) => (event ? Date.parse(event.at) : undefined);

/** One run's stages (ms); a stage whose stamps are missing (the run failed, its job is gone) is left out. */
export function runStages(
  run: FollowedRun,
  events: RunEvent[],
  job: JobStamps | undefined,
): Partial<Record<Stage, number>> {
  const queued = at(events.find((e) => e.type === 'run.queued'));
  const started = at(events.find((e) => e.type === 'run.started'));
  const first = events.find((e) => e.seq === run.firstOutputSeq);
  const stepId = first && 'stepId' in first ? first.stepId : undefined;
  const stepStarted = at(
    events.findLast(
      (e) => e.type === 'step.started' && e.stepId === stepId && (first === undefined || e.seq < first.seq),
    ),
  );
  const produced = at(first);
  const stages: Partial<Record<Stage, number>> = {
    answered: run.answeredAt - run.postedAt,
    subscribed: run.subscribedAt - run.postedAt,
  };
  const span = (stage: Stage, from: number | undefined, to: number | undefined | null) => {
    if (from !== undefined && to !== undefined && to !== null) stages[stage] = to - from;
  };
  span('api', run.postedAt, queued);
  span('enqueue', queued, job?.timestamp);
  span('pickup', job?.timestamp, job?.processedOn);
  span('begin', job?.processedOn, started);
  span('to model', started, stepStarted);
  span('model', stepStarted, produced);
  span('to client', produced, run.firstOutputAt);
  span('total', run.postedAt, run.firstOutputAt);
  return stages;
}

/** The stand-in's own time to the first piece of each call with `marker` (what the model itself took). */
export function modelTtfts(calls: ModelCallStamps[], marker: string): number[] {
  return calls.flatMap((c) => (c.marker === marker && c.firstPieceAt !== null ? [c.firstPieceAt - c.receivedAt] : []));
}
