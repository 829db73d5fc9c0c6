import { randomUUID } from 'node:crypto';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import { uniqueViolation } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import { runsRepository } from '@fcs/core/runs/runs.repository';
import { assertLogAvailable, type RunsContext } from './runs-context';

const ANOTHER_RUN_ACTIVE =
  'This cannot be retried while another one like it is still running. Please wait for that one to finish.';

/**
 * The owner's Retry of a failed or cancelled run: a new execution that resumes at the first step not
 * completed (completed steps keep their checkpointed output and are not run again).
 */
export async function retryRun(ctx: RunsContext, ownerUid: string, runId: string): Promise<{ runId: string }> {
  const repo = runsRepository(ctx.db);
  const run = await repo.findForOwner(runId, ownerUid);
  if (!run) throw AppError.notFound('Run not found');
  if (run.status !== 'failed' && run.status !== 'cancelled') {
    throw new AppError('conflict', 'Only a failed or cancelled run can be retried');
  }
  assertLogAvailable(ctx);
  const execId = randomUUID();
  const steps = run.steps.map((s) =>
    s.status === 'completed' ? s : { ...s, status: 'pending' as const, error: null },
  );
  // A unique index may refuse the run going back to queued: a coach user has another workflow, or the conversation
  // another reply, queued or running (migration 005).
  const requeued = await repo.requeue(runId, ownerUid, execId, steps).catch((err: unknown) => {
    if (uniqueViolation(err) === null) throw err;
    throw new AppError('conflict', ANOTHER_RUN_ACTIVE);
  });
  if (!requeued) throw new AppError('conflict', 'Only a failed or cancelled run can be retried');
  // Subscribed ahead of its follower. Not told `enqueuing`: another request (a cancel from another tab) may log for
  // this run before the subscription holds, so what it keeps is trusted only once a message has reached it.
  const ahead = ctx.followAhead?.(runId);
  try {
    const queued = await ctx.log.open(runId, execId, run.lastSeq, {
      type: 'run.queued',
      workflow: run.type,
      steps: [...getWorkflow(run.type).steps],
      retry: true,
    });
    ahead?.logged(queued);
    await repo.setLastSeq(runId, queued.seq);
    await ctx.queue.enqueue({ v: 1, runId, type: run.type, execId });
  } catch (err) {
    ctx.logger.error({ err, runId }, 'could not re-enqueue run');
    await repo
      .finish(runId, execId, { status: 'failed', steps, result: null, error: run.error, lastSeq: 0 })
      .catch(() => false);
    throw new AppError('unavailable', 'The analysis service is busy. Please try again in a moment.');
  }
  ctx.logger.info({ runId, type: run.type }, 'run retried');
  ctx.notify?.(ownerUid, { runId, type: run.type });
  return { runId };
}
