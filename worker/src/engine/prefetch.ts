import { isDeepStrictEqual } from 'node:util';
import type { Logger } from '@fcs/core/platform/logger';
import type { RunRole } from '@fcs/shared/workflows/common';
import type { WorkflowType } from '@fcs/shared/runs';
import type { GenerateObjectRequest, LlmClient, LlmTask, StreamTextRequest } from '../llm/types';
import type { RunOwner, StepContext, StepTask, WorkflowDefinition } from './workflow';

/**
 * A new run's first model call, sent while the worker is still starting the run instead of after (issue 12).
 *
 * Starting a run is two durable writes side by side (the row marked started, the log claimed: ~1.5-2 ms on the
 * bench's machine), and until they answer the worker has neither the stored input nor the fence its events need.
 * The steps before a run's first model call are usually plain computation over the input, so with the input the
 * job carries as a hint (ZRunJobPayload) the worker runs them ahead, on the side, up to that call, and sends it.
 * Nothing of it is written anywhere: the dry run's outputs are thrown away, its text kept in memory.
 *
 * The run then starts as always, from the stored row, and runs its steps for real. When its first model call is the
 * very same request (messages, task with the stored input, schema, options: compared whole), it takes the call
 * already in flight (the text it wrote so far replayed first, the rest as it comes); otherwise (another input in
 * the row, a step done by an earlier attempt, a call that depends on something else) the early call is aborted
 * and the step makes its own, as without a hint. A run that does not start (stale, superseded) aborts it too. So
 * what a run writes and when it is durable do not change; at worst a provider sees a call that was cut short.
 *
 * The dry run stops, without a call, at anything that is not computation over the input and the earlier steps'
 * outputs: the owner (its stored resume), live sources, or text the step writes itself.
 */

/** A call of the dry run: what was asked, and its answer as it comes. */
interface EarlyCall {
  kind: 'object' | 'text';
  /** The request as sent, without its follower (onText / onToken). */
  request: object;
  controller: AbortController;
  result: Promise<unknown>;
  /** What the model wrote before the run's step took the call over: (text, ask) in order. */
  written: [string, number][];
  follow: ((text: string, ask: number) => void) | null;
}

export interface Prefetch {
  /**
   * The early call's answer when `request` is the one it made (then `follow` gets what it wrote so far, at once, and
   * the rest as it comes; `signal` aborts it); else null (the early call is aborted). Only the first call asks.
   */
  take(
    kind: EarlyCall['kind'],
    request: object,
    follow: (text: string, ask: number) => void,
    signal: AbortSignal,
  ): Promise<unknown> | null;
  /** Aborts the early call unless a step took it (the run did not start, or ended). */
  cancel(): void;
}

/** Thrown into the dry run when a step reaches for something other than its input, the outputs or the model. */
class StopDryRun extends Error {
  constructor() {
    super('dry run stopped');
  }
}

const without = <T extends object>(request: T, key: string): object => {
  const { [key]: _dropped, ...rest } = request as Record<string, unknown>;
  return rest;
};

/**
 * Runs `definition`'s steps ahead on `input` (already parsed with the workflow's schema) up to the first model call,
 * and sends it. `task` completes a step's task as the engine does (workflow, role, input).
 */
export function prefetchFirstCall(params: {
  runId: string;
  definition: WorkflowDefinition;
  input: unknown;
  role: RunRole;
  type: WorkflowType;
  llm: LlmClient;
  logger: Logger;
}): Prefetch {
  const { llm, role, input, type } = params;
  const task = (t: StepTask): LlmTask => ({ ...t, workflow: type, role, input });
  let early: EarlyCall | null = null;
  let done = false; // taken or cancelled: no more early call may start
  const stopped = new AbortController();
  let halt!: () => void;
  const halted = new Promise<null>((resolve) => (halt = () => resolve(null)));

  const stop = (): never => {
    halt();
    throw new StopDryRun();
  };
  const send = (kind: EarlyCall['kind'], request: object, call: (call: EarlyCall) => Promise<unknown>) => {
    if (done || early) return stop();
    const controller = new AbortController();
    const made: EarlyCall = { kind, request, controller, result: Promise.resolve(), written: [], follow: null };
    made.result = call(made);
    made.result.catch(() => undefined); // a step that takes it gets the failure; an untaken one is dropped
    early = made;
    halt();
    // The dry run waits here for ever: the step that made the call is not run further ahead.
    return new Promise<never>(() => undefined);
  };
  const write = (made: EarlyCall) => (text: string, ask: number) => {
    if (made.follow) made.follow(text, ask);
    else made.written.push([text, ask]);
  };

  const owner: RunOwner = {
    get uid(): string {
      return stop();
    },
    resume: async () => stop(),
  };
  const dryRun = async () => {
    const outputs: Record<string, unknown> = {};
    for (const step of params.definition.steps) {
      const ctx: StepContext<unknown> = {
        runId: params.runId,
        attempt: 1,
        input,
        role,
        owner,
        outputs,
        signal: stopped.signal,
        logger: params.logger,
        live: { news: async () => stop() },
        write: async () => stop(),
        streamText: (request) => {
          const full: StreamTextRequest = { ...request, task: task(request.task) };
          return send('text', full, (made) => {
            const onToken = write(made);
            return llm.streamText(full, (text) => onToken(text, 0), made.controller.signal);
          }) as Promise<string>;
        },
        generateObject: <T>(request: Omit<GenerateObjectRequest<T>, 'task'> & { task: StepTask }) => {
          const full = { ...request, task: task(request.task) } as GenerateObjectRequest<T>;
          return send('object', without(full, 'onText'), (made) =>
            llm.generateObject({ ...full, onText: write(made) }, made.controller.signal),
          ) as Promise<T>;
        },
      };
      const outcome = await Promise.race([step.run(ctx), halted]);
      if (!outcome) return;
      outputs[step.id] = outcome.output;
    }
  };
  // After this turn's I/O has gone out (the start's commands: the log's connection writes its pipeline in a
  // setImmediate queued before this one), so the early call's own work does not hold them back.
  setImmediate(() => dryRun().catch(() => undefined)); // a step that fails or stops ahead has no early call

  const cancel = () => {
    done = true;
    stopped.abort();
    if (early && !early.follow) early.controller.abort();
  };
  return {
    take(kind, request, follow, signal) {
      if (done) return null;
      done = true;
      stopped.abort();
      const made = early;
      if (!made) return null;
      if (made.kind !== kind || !isDeepStrictEqual(made.request, without(request, 'onText'))) {
        made.controller.abort();
        return null;
      }
      try {
        // What was written so far goes as one piece per ask: the writer would merge the pieces into one frame (or
        // keep only the last progress line) anyway, and a structured answer is hundreds of them.
        const pieces: [string, number][] = [];
        for (const [text, ask] of made.written) {
          const last = pieces.at(-1);
          if (last && last[1] === ask) last[0] += text;
          else pieces.push([text, ask]);
        }
        for (const [text, ask] of pieces) follow(text, ask);
      } catch (err) {
        made.controller.abort();
        throw err;
      }
      made.written = [];
      made.follow = follow;
      if (signal.aborted) made.controller.abort();
      else signal.addEventListener('abort', () => made.controller.abort(), { once: true });
      return made.result;
    },
    cancel,
  };
}
