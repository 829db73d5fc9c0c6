import { pendingStep, type LlmEngine, type RunEvent, type RunEventInput, type RunStep } from '@fcs/shared/runs';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import type { Db } from '../platform/db';
import { runsRepository, type StoredRun } from './runs.repository';
import type { RunEventLog } from './run-events';

/**
 * What a worker does to a run, as use-cases over the runs table and the event log. Every call is fenced by
 * the execution id: once the owner cancels or retries, a stale execution's calls report `false`/null and the
 * worker stops. Order is always "log the event, then persist the row with that event's seq", so a row never
 * claims a seq it does not reflect.
 */
export function createRunExecution(deps: { db: Db; log: RunEventLog }) {
  const repo = runsRepository(deps.db);
  const { log } = deps;
  const execution = {
    /** The run, for loading its input and checkpoints. */
    find: (runId: string): Promise<StoredRun | null> => repo.find(runId),

    /** Starts an execution attempt: status running, attempt + 1, run.started logged. Null when fenced or finished. */
    async begin(runId: string, execId: string, engine: LlmEngine): Promise<StoredRun | null> {
      const run = await repo.markStarted(runId, execId, engine);
      if (!run) return null;
      const started = await log.append(runId, execId, { type: 'run.started', attempt: run.attempt, engine });
      return started ? run : null;
    },

    /** Logs an event of this execution (step started, token, stream reset, retryable failure). Null when fenced. */
    emit: (runId: string, execId: string, event: RunEventInput): Promise<RunEvent | null> =>
      log.append(runId, execId, event),

    /**
     * Logs a step's completion and checkpoints its output. Returns the steps as saved (the step's completedAt is
     * the event's time, as clients see it), or null when fenced.
     */
    async completeStep(
      runId: string,
      execId: string,
      steps: RunStep[],
      event: RunEventInput & { type: 'step.completed' },
    ): Promise<RunStep[] | null> {
      const logged = await log.append(runId, execId, event);
      if (!logged) return null;
      const saved = steps.map((s) => (s.id === event.stepId ? { ...s, completedAt: logged.at } : s));
      return (await repo.saveSteps(runId, execId, saved, logged.seq)) ? saved : null;
    },

    /** Logs the result and completion, persists them, then lets the run's log expire. False when fenced. */
    async complete(runId: string, execId: string, steps: RunStep[], result: unknown): Promise<boolean> {
      if (!(await log.append(runId, execId, { type: 'result', result }))) return false;
      const done = await log.append(runId, execId, { type: 'run.completed' });
      if (!done) return false;
      const saved = await repo.finish(runId, execId, {
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
      execId: string,
      steps: RunStep[],
      failure: { stepId: string | null; error: string; attempt: number },
    ): Promise<boolean> {
      if (failure.stepId) {
        const failed = await log.append(runId, execId, {
          type: 'step.failed',
          stepId: failure.stepId,
          attempt: Math.max(1, failure.attempt),
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
      const done = await log.append(runId, execId, {
        type: 'run.failed',
        error: failure.error,
        stepId: failure.stepId,
      });
      if (!done) return false;
      const saved = await repo.finish(runId, execId, {
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
   * exists (its queue job is gone or was given up on). Same fenced path as the engine's own definitive failure;
   * when Redis lost the run's keys, the fence of the run's current execution is put back first so the failure
   * can be logged. False when the run moved on meanwhile (finished, cancelled, retried).
   */
  const failOrphaned = async (run: StoredRun): Promise<boolean> => {
    const contract = getWorkflow(run.type);
    const known = new Map(run.steps.map((s) => [s.id, s]));
    const steps = contract.steps.map((plan) => known.get(plan.id) ?? pendingStep(plan));
    const stepId = steps.find((s) => s.status !== 'completed')?.id ?? null;
    await log.restoreFence(run.id, run.execId, run.lastSeq);
    return execution.fail(run.id, run.execId, steps, { stepId, error: contract.stepError, attempt: run.attempt });
  };
  return { ...execution, listStale, failOrphaned };
}
export type RunExecution = ReturnType<typeof createRunExecution>;
