import type { RunCreatedNotice } from '@fcs/shared/runs';
import { ERRORS } from '@fcs/shared/messages';
import { AppError } from '@fcs/core/platform/errors';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import type { RunQueue } from '@fcs/core/platform/queues';
import type { RunEventLog } from '@fcs/core/runs/run-events';
import type { RunAhead } from './socket-relay';

/** What the runs use-cases need from the api. */
export interface RunsContext {
  db: Db;
  log: RunEventLog;
  queue: RunQueue;
  logger: Logger;
  /** Tells every socket of a user (any api instance) that one of their runs was created or re-queued. */
  notify?: (ownerUid: string, notice: RunCreatedNotice) => void;
  /**
   * Has this instance's relay subscribe a run's channel ahead of its first follower, before the run is queued (see
   * the relay's subscribeAhead); the caller tells it the event it logged itself and when it is about to enqueue.
   */
  followAhead?: (runId: string) => RunAhead | undefined;
}

/**
 * Refuses, before anything is written, a change to a run while the event log's store (Redis) is away: the run would
 * be half-made (a row with no queued job, a cancel the worker never hears of). The caller gets a 503 at once.
 */
export function assertLogAvailable(ctx: Pick<RunsContext, 'log'>): void {
  if (!ctx.log.available()) throw new AppError('unavailable', ERRORS.storeUnavailable);
}
