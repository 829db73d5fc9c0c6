import {
  applyRunEvents,
  pendingStep,
  runStateFromSnapshot,
  type LlmEngine,
  type RunEvent,
  type RunEventInput,
  type RunStep,
} from '@fcs/shared/runs';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import type { Db } from '../platform/db';
import { runsRepository, type Fence, type StoredRun } from './runs.repository';
import type { RunEventLog } from './run-events';

export type { Fence } from './runs.repository';

/**
 * What a worker does to a run, as use-cases over the runs table and the event log.
 *
 * Every call is fenced by the attempt's fence (execution id + attempt number): once the owner cancels or retries,
 * or another attempt claims the run (BullMQ restarted its job after a crash or an expired lock), a stale attempt's
 * calls report `false`/null and the worker stops. Order is always "log the event, then persist the row with that
 * event's seq", so a row never claims a seq it does not reflect; and because the log is written first, a new attempt
 * reads back from it what a dead one logged but never saved (completed steps, the run's end) instead of redoing it.
 */
export function createRunExecution(deps: { db: Db; log: RunEventLog }) {
  const repo = runsRepository(deps.db);
  const { log } = deps;

  /** The row with the events earlier attempts logged after it folded in (completed steps, result, end). */
  const fold = (row: StoredRun, events: RunEvent[]) => {
    const { ownerUid: _o, label: _l, execId: _e, ...run } = row;
    return applyRunEvents(runStateFromSnapshot(run), events);
  };

  /** Persists an end an earlier attempt logged but did not save (it died between the two). */
  const settle = async (row: StoredRun, fence: Fence, recovered: RunEvent[]): Promise<boolean> => {
    const state = fold(row, recovered);
    if (state.status !== 'completed' && state.status !== 'failed') return false;
    const saved = await repo.finish(row.id, fence, {
      status: state.status,
      steps: state.steps,
      result: state.result ?? null,
      error: state.error,
      lastSeq: state.lastSeq,
    });
    if (saved) await log.expire(row.id);
    return saved;
  };

  /**
   * Claims the run for the attempt the row now counts, and applies what earlier attempts logged. Null when another
   * execution or a later attempt owns the run, or when an earlier attempt had already ended it (then its end is
   * saved here).
   */
  const claim = async (
    row: StoredRun,
    started?: RunEventInput & { type: 'run.started' },
  ): Promise<{ run: StoredRun; fence: Fence } | null> => {
    const fence: Fence = { execId: row.execId, attempt: row.attempt };
    const claimed = await log.claim(row.id, fence, row.lastSeq, started);
    if (claimed.status === 'superseded') return null;
    if (claimed.status === 'finished') {
      await settle(row, fence, claimed.recovered);
      return null;
    }
    // An earlier attempt may still be running in another process (its lock expired, not the process): the fence
    // already refuses its writes; this stops its model call too.
    if (row.attempt > 1) void log.signalStop(row.id, row.attempt).catch(() => undefined);
    if (claimed.recovered.length === 0) return { run: row, fence };
    const state = fold(row, claimed.recovered);
    // The checkpoints the dead attempt logged but did not save. The row's last seq stays: the started event
    // (appended after them) is not folded in.
    const lastSeq = claimed.recovered.at(-1)!.seq;
    if (!(await repo.saveSteps(row.id, fence, state.steps, lastSeq))) return null;
    return { run: { ...row, steps: state.steps, lastSeq }, fence };
  };

  const execution = {
    /** The run, for loading its input and checkpoints. */
    find: (runId: string): Promise<StoredRun | null> => repo.find(runId),

    /**
     * Starts an attempt of the execution: status running, attempt + 1, the run claimed in the log for this attempt
     * (earlier attempts are fenced out from here on) and run.started logged. Steps an earlier attempt logged as
     * completed come back completed. Null when the job is stale (cancelled, retried, finished) or superseded.
     */
    async begin(runId: string, execId: string, engine: LlmEngine): Promise<{ run: StoredRun; fence: Fence } | null> {
      const row = await repo.markStarted(runId, execId, engine);
      if (!row) return null;
      return claim(row, { type: 'run.started', attempt: row.attempt, engine });
    },

    /** Logs an event of this attempt (step started, token, stream reset, retryable failure). Null when fenced. */
    emit: (runId: string, fence: Fence, event: RunEventInput): Promise<RunEvent | null> =>
      log.append(runId, fence, event),

    /**
     * Logs a step's completion and checkpoints its output. Returns the steps as saved (the step's completedAt is
     * the event's time, as clients see it), or null when fenced.
     */
    async completeStep(
      runId: string,
      fence: Fence,
      steps: RunStep[],
      event: RunEventInput & { type: 'step.completed' },
    ): Promise<RunStep[] | null> {
      const logged = await log.append(runId, fence, event);
      if (!logged) return null;
      const saved = steps.map((s) => (s.id === event.stepId ? { ...s, completedAt: logged.at } : s));
      return (await repo.saveSteps(runId, fence, saved, logged.seq)) ? saved : null;
    },

    /** Logs the result and completion, persists them, then lets the run's log expire. False when fenced. */
    async complete(runId: string, fence: Fence, steps: RunStep[], result: unknown): Promise<boolean> {
      if (!(await log.append(runId, fence, { type: 'result', result }))) return false;
      const done = await log.append(runId, fence, { type: 'run.completed' });
      if (!done) return false;
      const saved = await repo.finish(runId, fence, {
        status: 'completed',
        steps,
        result,
        error: null,
        lastSeq: done.seq,
      });
      if (saved) await log.expire(runId);
      return saved;
    },

    /** Fails the run for good with the workflow's step error text (the step, when known, is marked error). */
    async fail(
      runId: string,
      fence: Fence,
      steps: RunStep[],
      failure: { stepId: string | null; error: string },
    ): Promise<boolean> {
      if (failure.stepId) {
        const failed = await log.append(runId, fence, {
          type: 'step.failed',
          stepId: failure.stepId,
          attempt: Math.max(1, fence.attempt),
          error: failure.error,
          willRetry: false,
        });
        if (!failed) return false;
        steps = steps.map((s) =>
          s.id === failure.stepId
            ? { ...s, status: 'error' as const, error: failure.error, completedAt: failed.at }
            : s,
        );
      }
      const done = await log.append(runId, fence, {
        type: 'run.failed',
        error: failure.error,
        stepId: failure.stepId,
      });
      if (!done) return false;
      const saved = await repo.finish(runId, fence, {
        status: 'failed',
        steps,
        result: null,
        error: failure.error,
        lastSeq: done.seq,
      });
      if (saved) await log.expire(runId);
      return saved;
    },
  };

  /** Queued or running runs not written to since `before` (ISO time), oldest first (the sweeper's candidates). */
  const listStale = (before: string, limit: number): Promise<StoredRun[]> => repo.listStale(before, limit);

  /**
   * Fails, with its workflow's step error text on the first step not completed, a run whose execution no longer
   * exists (its queue job is gone or was given up on). It takes the run over as a new attempt first, so a zombie
   * execution still running somewhere can write nothing more; what that one logged (completed steps, an end) is
   * kept. When Redis lost the run's keys, the claim puts the fence back. False when the run moved on meanwhile
   * (finished, cancelled, retried) or turned out to be finished already.
   */
  const failOrphaned = async (run: StoredRun): Promise<boolean> => {
    const row = await repo.takeOver(run.id, run.execId);
    if (!row) return false;
    const claimed = await claim(row);
    if (!claimed) return false;
    const contract = getWorkflow(row.type);
    const known = new Map(claimed.run.steps.map((s) => [s.id, s]));
    const steps = contract.steps.map((plan) => known.get(plan.id) ?? pendingStep(plan));
    const stepId = steps.find((s) => s.status !== 'completed')?.id ?? null;
    return execution.fail(row.id, claimed.fence, steps, { stepId, error: contract.stepError });
  };
  return { ...execution, listStale, failOrphaned };
}
export type RunExecution = ReturnType<typeof createRunExecution>;
