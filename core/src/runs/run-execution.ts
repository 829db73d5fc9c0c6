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
import { createGroupCommit } from '../platform/group-commit';
import { runsRepository, type Fence, type StoredRun } from './runs.repository';
import type { RunClaim, RunEventLog } from './run-events';
import { createRunLogWriter, type RunLogWriter } from './run-log-writer';

export type { Fence } from './runs.repository';
export type { RunLogWriter } from './run-log-writer';

/** What the followers of a run whose row is gone are told (see `begin`), unless the caller names its own text. */
const LOST_RUN_ERROR = 'This run was lost before it could start. Please start it again.';

/**
 * The row writes of this process's executions, many runs to a statement (group commit, see group-commit.ts): every
 * checkpoint and every end is still written, each fenced alone in the statement's WHERE, and a caller waits for its
 * own row's answer; what changes is that the runs hundreds of executions complete in the same moment cost one round
 * trip, one socket write and one reply, not one each (query submission and reply parsing led the worker's profile).
 */
function createRowWrites(repo: ReturnType<typeof runsRepository>) {
  const byRun = (item: { id: string }) => item.id;
  return {
    saveSteps: createGroupCommit({ commit: repo.saveStepsMany, key: byRun }),
    finish: createGroupCommit({ commit: repo.finishMany, key: byRun }),
  };
}
type RowWrites = ReturnType<typeof createRowWrites>;

/**
 * Step checkpoints written to the row behind the execution, not in its way: the log already holds each completed
 * step (a new attempt reads it back from there), so the step that follows need not wait for the database. Writes of
 * a run are serialised and coalesced (only the latest steps are written when several are waiting); their outcome
 * (refused: fenced; or an error) is reported at the next step and awaited before the run ends.
 */
function createCheckpoints(rows: RowWrites) {
  interface Writer {
    next?: { fence: Fence; steps: RunStep[]; lastSeq: number };
    running?: Promise<void>;
    fenced: boolean;
    error?: unknown;
  }
  // Per attempt: an older attempt still finishing in this process must not report its refusals to the new one.
  const writers = new Map<string, Writer>();
  const key = (runId: string, fence: Fence) => `${runId}/${fence.execId}/${fence.attempt}`;
  const drain = async (runId: string, w: Writer) => {
    while (w.next) {
      const { fence, steps, lastSeq } = w.next;
      w.next = undefined;
      try {
        if (!(await rows.saveSteps({ id: runId, fence, steps, lastSeq }))) w.fenced = true;
      } catch (error) {
        w.error ??= error;
      }
    }
    w.running = undefined;
  };
  return {
    save(runId: string, fence: Fence, steps: RunStep[], lastSeq: number) {
      let w = writers.get(key(runId, fence));
      if (!w) writers.set(key(runId, fence), (w = { fenced: false }));
      w.next = { fence, steps, lastSeq };
      w.running ??= drain(runId, w);
    },
    /** What the writes so far came to (without waiting for the one in flight). */
    status(runId: string, fence: Fence): { fenced: boolean; error?: unknown } {
      return writers.get(key(runId, fence)) ?? { fenced: false };
    },
    /**
     * Waits for every write of the run, then forgets it; says whether any was refused or failed. With `superseded`
     * (the caller is about to write the run's end, which holds every step), a write still waiting its turn is
     * dropped instead of sent: one query fewer, and the same row.
     */
    async settle(
      runId: string,
      fence: Fence,
      options: { superseded?: boolean } = {},
    ): Promise<{ fenced: boolean; error?: unknown }> {
      const w = writers.get(key(runId, fence));
      if (!w) return { fenced: false };
      if (options.superseded) w.next = undefined;
      while (w.running) await w.running;
      writers.delete(key(runId, fence));
      return w;
    },
  };
}

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
  const rows = createRowWrites(repo);
  const checkpoints = createCheckpoints(rows);

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
  ): Promise<{ run: StoredRun; fence: Fence } | null> =>
    take(row, await log.claim(row.id, { execId: row.execId, attempt: row.attempt }, row.lastSeq, started));

  /** What a claim for the row's attempt found, applied: the run to carry on with, or null (see claim). */
  const take = async (row: StoredRun, found: RunClaim): Promise<{ run: StoredRun; fence: Fence } | null> => {
    const fence: Fence = { execId: row.execId, attempt: row.attempt };
    if (found.status === 'superseded') return null;
    // What the row already reflects is not recovered again (a counted claim returns the whole execution's).
    const claimed = { ...found, recovered: found.recovered.filter((e) => e.seq > row.lastSeq) };
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
    async begin(
      runId: string,
      execId: string,
      engine: LlmEngine,
      /** What a follower of a lost run is told (below); default LOST_RUN_ERROR. */
      lostError = LOST_RUN_ERROR,
    ): Promise<{ run: StoredRun; fence: Fence } | null> {
      // The row and the log each count the attempt, at the same time (one round trip each, side by side, instead of
      // the claim waiting for the row's count). They agree unless an earlier attempt died between the two, or Redis
      // lost the run's keys: then the higher count wins (the row is raised, or the run claimed again for the row's).
      const [marked, found] = await Promise.all([
        repo.markStarted(runId, execId, engine),
        log.claimNext(runId, execId, { type: 'run.started', engine }),
      ]);
      if (found.status === 'superseded') return null;
      if (!marked) {
        // The log was opened for this execution and claimed, but there is no row to start: it never reached the
        // disk (the api's insert does not wait for the flush, and Postgres crashed before it), or it was deleted.
        // Its followers would wait on run.started for ever: the execution is closed with run.failed instead.
        if (found.status === 'claimed' && !(await repo.find(runId))) {
          const fence = { execId, attempt: found.attempt };
          if (await log.append(runId, fence, { type: 'run.failed', error: lostError, stepId: null }))
            await log.expire(runId);
        }
        return null;
      }
      let row: StoredRun | null = marked;
      if (found.status !== 'unknown') {
        if (found.attempt > row.attempt) row = await repo.raiseAttempt(runId, execId, found.attempt);
        if (!row) return null;
        if (found.attempt === row.attempt) return take(row, found);
      }
      return claim(row, { type: 'run.started', attempt: row.attempt, engine });
    },

    /**
     * The attempt's writer of its run's events (step started, tokens in frames, stream reset, retryable failure):
     * in order, batched, fenced. `onFenced` is called once when an append is refused.
     */
    writer: (runId: string, fence: Fence, options: { frameMs?: number; onFenced?: () => void }): RunLogWriter =>
      createRunLogWriter({ log, runId, fence, ...options }),

    /**
     * Logs a step's completion (queued on the writer, after whatever it holds) and, once logged, checkpoints its
     * output behind the execution. The next step need not wait for either: the writer keeps the order (nothing of
     * the next step is logged before this completion), a refused append stops the execution through the writer's
     * onFenced, and a failed one is thrown at the next step or at the run's end (see the writer's `error`). A new
     * attempt after a crash finds the step completed in the log if the append made it, else runs it again.
     * Returns the steps as they will be saved (the step's completedAt is the event's time, as clients see it), or
     * null when fenced. Throws what an earlier checkpoint or append failed with.
     */
    completeStep(
      runId: string,
      writer: RunLogWriter,
      fence: Fence,
      steps: RunStep[],
      event: RunEventInput & { type: 'step.completed' },
    ): RunStep[] | null {
      const earlier = checkpoints.status(runId, fence);
      if (earlier.error) throw earlier.error;
      if (writer.error) throw writer.error.cause;
      if (earlier.fenced || writer.fenced) return null;
      const { at, logged } = writer.push(event);
      const saved = steps.map((s) => (s.id === event.stepId ? { ...s, completedAt: at } : s));
      logged.then(
        (entry) => entry && checkpoints.save(runId, fence, saved, entry.seq),
        () => undefined, // the writer holds the failure (writer.error): thrown at the next step or the end
      );
      return saved;
    },

    /**
     * Logs the result and completion, queued on the writer after whatever it holds (so they usually share the last
     * step's append: one round trip and one message fewer than an append of their own after it), persists them, then
     * lets the run's log expire. A checkpoint still waiting its turn is dropped (the end's row holds every step).
     * False when fenced. Throws what an earlier checkpoint or append failed with: a logged completion is then saved
     * by the next attempt (it finds the execution finished), as when a worker dies between logging and saving it.
     */
    async complete(
      runId: string,
      fence: Fence,
      steps: RunStep[],
      result: unknown,
      writer: RunLogWriter,
    ): Promise<boolean> {
      const earlier = checkpoints.status(runId, fence);
      if (earlier.error) throw earlier.error;
      if (writer.error) throw writer.error.cause;
      if (earlier.fenced || writer.fenced) return false;
      writer.push({ type: 'result', result }).logged.catch(() => undefined);
      const logged = await writer.push({ type: 'run.completed' }).logged;
      const settled = await checkpoints.settle(runId, fence, { superseded: true });
      if (settled.error) throw settled.error;
      if (!logged || settled.fenced) return false;
      const saved = await rows.finish({
        id: runId,
        fence,
        end: { status: 'completed', steps, result, error: null, lastSeq: logged.seq },
      });
      if (saved) void log.expire(runId).catch(() => undefined);
      return saved;
    },

    /** Fails the run for good with the workflow's step error text (the step, when known, is marked error). */
    async fail(
      runId: string,
      fence: Fence,
      steps: RunStep[],
      failure: { stepId: string | null; error: string },
      writer?: RunLogWriter,
    ): Promise<boolean> {
      await writer?.flush().catch(() => undefined);
      await checkpoints.settle(runId, fence, { superseded: true });
      const at = new Date().toISOString();
      const events: (RunEventInput & { at?: string })[] = [];
      if (failure.stepId) {
        events.push({
          type: 'step.failed',
          stepId: failure.stepId,
          attempt: Math.max(1, fence.attempt),
          error: failure.error,
          willRetry: false,
          at,
        });
        steps = steps.map((s) =>
          s.id === failure.stepId ? { ...s, status: 'error' as const, error: failure.error, completedAt: at } : s,
        );
      }
      events.push({ type: 'run.failed', error: failure.error, stepId: failure.stepId });
      const logged = await log.appendBatch(runId, fence, events);
      if (!logged) return false;
      const saved = await rows.finish({
        id: runId,
        fence,
        end: { status: 'failed', steps, result: null, error: failure.error, lastSeq: logged.at(-1)!.seq },
      });
      if (saved) void log.expire(runId).catch(() => undefined);
      return saved;
    },

    /** Waits for the run's checkpoint writes of this process and forgets them (the execution has ended). */
    release: async (runId: string, fence: Fence): Promise<void> => {
      await checkpoints.settle(runId, fence);
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
