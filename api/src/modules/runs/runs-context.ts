import type { RunCreatedNotice } from '@fcs/shared/runs';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import type { RunQueue } from '@fcs/core/platform/queues';
import type { RunEventLog } from '@fcs/core/runs/run-events';

/** What the runs use-cases need from the api. */
export interface RunsContext {
  db: Db;
  log: RunEventLog;
  queue: RunQueue;
  logger: Logger;
  /** Tells every socket of a user (any api instance) that one of their runs was created or re-queued. */
  notify?: (ownerUid: string, notice: RunCreatedNotice) => void;
}
