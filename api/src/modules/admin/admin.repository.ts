import type { Queryable } from '@fcs/core/platform/db';

/** What the operator metrics need to know of a run: read-only, no owner, no content. */
export interface RunOutcomeRow {
  type: string;
  status: string;
  execId: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** Read-only queries for the operator views. */
export function adminRepository(db: Queryable) {
  return {
    /** The outcome fields of one run, or null when there is no such run. */
    async findRunOutcome(runId: string): Promise<RunOutcomeRow | null> {
      const rows = await db.query<{
        type: string;
        status: string;
        exec_id: string;
        started_at: string | null;
        finished_at: string | null;
      }>('SELECT type, status, exec_id, started_at, finished_at FROM runs WHERE id = $1', [runId]);
      const row = rows[0];
      return row
        ? {
            type: row.type,
            status: row.status,
            execId: row.exec_id,
            startedAt: row.started_at,
            finishedAt: row.finished_at,
          }
        : null;
    },
  };
}
