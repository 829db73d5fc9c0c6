import { randomUUID } from 'node:crypto';
import { AppError } from '@fcs/core/platform/errors';
import { runsRepository } from '@fcs/core/runs/runs.repository';
import { assertLogAvailable, type RunsContext } from './runs-context';

/**
 * The owner cancels a queued or running run. A new execution id fences the current one out: from here on its
 * events and writes are refused, and workers are told to abort it at once.
 */
export async function cancelRun(ctx: RunsContext, ownerUid: string, runId: string): Promise<{ runId: string }> {
  const repo = runsRepository(ctx.db);
  const run = await repo.findForOwner(runId, ownerUid);
  if (!run) throw AppError.notFound('Run not found');
  if (run.status !== 'queued' && run.status !== 'running') {
    throw new AppError('conflict', 'Only a queued or running run can be cancelled');
  }
  assertLogAvailable(ctx);
  const execId = randomUUID();
  const steps = run.steps.map((s) => (s.status === 'running' ? { ...s, status: 'pending' as const } : s));
  const cancelled = await repo.cancel(runId, ownerUid, execId, steps);
  if (!cancelled) throw new AppError('conflict', 'Only a queued or running run can be cancelled');
  const event = await ctx.log.open(runId, execId, run.lastSeq, { type: 'run.cancelled' });
  await repo.setLastSeq(runId, event.seq);
  await Promise.all([ctx.log.signalStop(runId), ctx.queue.remove(runId, run.execId), ctx.log.expire(runId)]);
  ctx.logger.info({ runId }, 'run cancelled');
  return { runId };
}
