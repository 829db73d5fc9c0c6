import { z } from 'zod';
import type { Run, RunList, RunListQuery } from '@fcs/shared/runs';
import { AppError } from '@fcs/core/platform/errors';
import { runsRepository } from '@fcs/core/runs/runs.repository';
import type { RunsContext } from './runs-context';
import { loadRunView, toPublicRun } from './run-view';
import { isRedisUnavailableError } from '@fcs/core/platform/redis';

/** The owner's run as it stands now, including text streamed so far. Someone else's run is "not found". */
export async function getRun(ctx: Pick<RunsContext, 'db' | 'log'>, ownerUid: string, runId: string): Promise<Run> {
  const run = await runsRepository(ctx.db).findForOwner(runId, ownerUid);
  if (!run) throw AppError.notFound('Run not found');
  // While Redis is away the stored row still answers: a consistent snapshot (its lastSeq says where it stands),
  // only without what was logged since the last checkpoint.
  if (!ctx.log.available()) return toPublicRun(run);
  try {
    return await loadRunView(ctx.log, run);
  } catch (err) {
    if (isRedisUnavailableError(err)) return toPublicRun(run);
    throw err;
  }
}

/** A page cursor: where the last row of a page stands in the (created, id) order, opaque to clients. */
const ZCursor = z.object({ createdUs: z.string().regex(/^\d{1,20}$/), id: z.string().uuid() });

function decodeCursor(cursor: string): z.infer<typeof ZCursor> {
  try {
    return ZCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('validation_failed', 'Some fields are missing or invalid', {
      before: 'Not a cursor this list gave out',
    });
  }
}

/** The owner's runs, newest first, optionally of some workflow types, a page at a time. */
export async function listRuns(ctx: Pick<RunsContext, 'db'>, ownerUid: string, query: RunListQuery): Promise<RunList> {
  const { runs, last } = await runsRepository(ctx.db).listForOwner(ownerUid, {
    types: query.type,
    limit: query.limit,
    before: query.before ? decodeCursor(query.before) : undefined,
  });
  const nextCursor =
    last && runs.length === query.limit ? Buffer.from(JSON.stringify(last), 'utf8').toString('base64url') : null;
  return { runs, nextCursor };
}
