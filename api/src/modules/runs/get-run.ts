import type { Run, RunList, WorkflowType } from '@fcs/shared/runs';
import { AppError } from '@fcs/core/platform/errors';
import { runsRepository } from '@fcs/core/runs/runs.repository';
import type { RunsContext } from './runs-context';
import { loadRunView } from './run-view';

/** The owner's run as it stands now, including text streamed so far. Someone else's run is "not found". */
export async function getRun(ctx: Pick<RunsContext, 'db' | 'log'>, ownerUid: string, runId: string): Promise<Run> {
  const run = await runsRepository(ctx.db).findForOwner(runId, ownerUid);
  if (!run) throw AppError.notFound('Run not found');
  return loadRunView(ctx.log, run);
}

/** The owner's runs, newest first, optionally of one workflow type. */
export async function listRuns(
  ctx: Pick<RunsContext, 'db'>,
  ownerUid: string,
  query: { type?: WorkflowType; limit: number },
): Promise<RunList> {
  return { runs: await runsRepository(ctx.db).listForOwner(ownerUid, query) };
}
