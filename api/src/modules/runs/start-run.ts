import { randomUUID } from 'node:crypto';
import { pendingStep, type WorkflowType } from '@fcs/shared/runs';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import { RUN_JOB_INPUT_MAX_CHARS } from '@fcs/shared/workflows/jobs';
import type { Queryable } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import { stampRunStage } from '@fcs/core/platform/run-stages';
import { runsRepository } from '@fcs/core/runs/runs.repository';
import { assertLogAvailable, type RunsContext } from './runs-context';

/**
 * Creates a run for its owner and enqueues its first execution. The input must already be the workflow's
 * stored input (request + resolved role); it is parsed again here so nothing malformed reaches a worker.
 * `alongside` writes what belongs with the run (the coach's messages) in the same transaction as the run's row:
 * both are stored or neither, and nothing is enqueued unless both are. A database error (e.g. a unique index
 * refusing a second active run) is thrown as is for the caller to answer.
 */
export async function startRun(
  ctx: RunsContext,
  params: {
    ownerUid: string;
    type: WorkflowType;
    input: unknown;
    label: string;
    alongside?: (tx: Queryable, runId: string) => Promise<void>;
  },
): Promise<{ runId: string }> {
  const workflow = getWorkflow(params.type);
  const input = workflow.runInput.parse(params.input);
  assertLogAvailable(ctx);
  const repo = runsRepository(ctx.db);
  const id = randomUUID();
  const execId = randomUUID();
  const row = {
    id,
    ownerUid: params.ownerUid,
    type: params.type,
    label: params.label.slice(0, 200),
    input,
    steps: workflow.steps.map(pendingStep),
    execId,
  };
  const { alongside } = params;
  // The relay subscribes the run's channel now, so its creator's follow finds it held and its backlog kept.
  const ahead = ctx.followAhead?.(id);
  // The log is opened (the fence and run.queued, one round trip) while the row is inserted: the two do not depend on
  // each other, and only the enqueue, which lets a worker start, must wait for both. The row keeps last_seq 0: a
  // snapshot of it plus the log after 0 is the same run, so the row need not be written again.
  const opened = ctx.log.open(id, execId, 0, {
    type: 'run.queued',
    workflow: params.type,
    steps: [...workflow.steps],
    retry: false,
  });
  opened.catch(() => undefined); // awaited below, once the row is in
  try {
    if (alongside) {
      await ctx.db.transaction(async (tx) => {
        await runsRepository(tx).insert(row);
        await alongside(tx, id);
      });
    } else {
      // The commit need not wait for the disk: the run's job is enqueued next, and the worker's start (a durable
      // commit) flushes the row with it; a row lost to a Postgres crash before then is failed by that worker.
      await repo.insert(row, { flushed: false });
    }
    stampRunStage('api.row', id);
  } catch (err) {
    // No row, so no run: its log (if it was opened) expires instead of staying without an owner.
    void opened.then(() => ctx.log.expire(id, 60)).catch(() => undefined);
    throw err;
  }
  try {
    ahead?.logged(await opened);
    stampRunStage('api.logOpened', id);
    ahead?.enqueuing();
    // A small input rides along as a hint, so the worker can send the first model call while it starts the run.
    const hint = JSON.stringify(input).length <= RUN_JOB_INPUT_MAX_CHARS ? { input } : {};
    await ctx.queue.enqueue({ v: 1, runId: id, type: params.type, execId, ...hint });
    stampRunStage('api.enqueued', id);
  } catch (err) {
    ctx.logger.error({ err, runId: id }, 'could not enqueue run');
    await repo
      .finish(id, execId, {
        status: 'failed',
        steps: workflow.steps.map(pendingStep),
        result: null,
        error: workflow.stepError,
        lastSeq: 0,
      })
      .catch(() => false);
    throw new AppError('unavailable', 'The analysis service is busy. Please try again in a moment.');
  }
  ctx.logger.info({ runId: id, type: params.type }, 'run queued');
  ctx.notify?.(params.ownerUid, { runId: id, type: params.type });
  return { runId: id };
}
