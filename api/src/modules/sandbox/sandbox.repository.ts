import type { Queryable } from '@fcs/core/platform/db';

export type SandboxRowStatus = 'generating' | 'ready' | 'failed';

/** One role's stored simulation content and the state of its generation. */
export interface StoredSandbox {
  jobId: string;
  status: SandboxRowStatus;
  claimId: string;
  /** Null only between a claim and the creation of its run. */
  runId: string | null;
  /** Parsed by the caller with ZSandboxContent; the database only guarantees it is JSON. */
  content: unknown;
  engine: string | null;
  error: string | null;
  attempts: number;
  updatedAt: string;
}

interface Row {
  job_id: string;
  status: SandboxRowStatus;
  claim_id: string;
  run_id: string | null;
  content: unknown;
  engine: string | null;
  error: string | null;
  attempts: number;
  updated_at: string;
}

const COLUMNS = 'job_id, status, claim_id, run_id, content, engine, error, attempts, updated_at';

function toStored(row: Row): StoredSandbox {
  return {
    jobId: row.job_id,
    status: row.status,
    claimId: row.claim_id,
    runId: row.run_id,
    content: row.content,
    engine: row.engine,
    error: row.error,
    attempts: row.attempts,
    updatedAt: row.updated_at,
  };
}

async function one(db: Queryable, sql: string, params: unknown[]): Promise<StoredSandbox | null> {
  const rows = await db.query<Row>(sql, params);
  return rows[0] ? toStored(rows[0]) : null;
}

export function findSandbox(db: Queryable, jobId: string): Promise<StoredSandbox | null> {
  return one(db, `SELECT ${COLUMNS} FROM sandbox_contents WHERE job_id = $1`, [jobId]);
}

/**
 * Claims the first generation of a role: inserts a 'generating' row unless one exists. Of any number of
 * concurrent callers exactly one gets `true`; the primary key decides, on PGlite and Postgres alike.
 */
export async function insertSandboxClaim(db: Queryable, jobId: string, claimId: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO sandbox_contents (job_id, status, claim_id) VALUES ($1, 'generating', $2)
     ON CONFLICT (job_id) DO NOTHING RETURNING job_id`,
    [jobId, claimId],
  );
  return rows.length === 1;
}

/**
 * Takes over a failed or abandoned generation with a new claim. Compare-and-swap on the old claim id, so of
 * several callers that saw the same failed generation only one restarts it. Ready content is never touched.
 */
export async function replaceSandboxClaim(
  db: Queryable,
  jobId: string,
  expectedClaimId: string,
  newClaimId: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sandbox_contents
        SET status = 'generating', claim_id = $3, run_id = NULL, error = NULL, attempts = attempts + 1, updated_at = now()
      WHERE job_id = $1 AND claim_id = $2 AND status <> 'ready'
      RETURNING job_id`,
    [jobId, expectedClaimId, newClaimId],
  );
  return rows.length === 1;
}

/** Records the run a claim started. */
export async function setSandboxRun(db: Queryable, jobId: string, claimId: string, runId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sandbox_contents SET run_id = $3, updated_at = now()
      WHERE job_id = $1 AND claim_id = $2 AND status = 'generating' RETURNING job_id`,
    [jobId, claimId, runId],
  );
  return rows.length === 1;
}

/**
 * Stores the validated content a run produced. Only the run of the current claim may write, and only once:
 * a run that was replaced meanwhile, or a second writer of the same run, changes nothing.
 */
export async function saveSandboxContent(
  db: Queryable,
  input: { jobId: string; runId: string; content: unknown; engine: string | null },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sandbox_contents
        SET status = 'ready', content = $3::jsonb, engine = $4, error = NULL, updated_at = now()
      WHERE job_id = $1 AND run_id = $2 AND status = 'generating'
      RETURNING job_id`,
    [input.jobId, input.runId, JSON.stringify(input.content), input.engine],
  );
  return rows.length === 1;
}

/** Marks a claim's generation failed, so the next request starts another. */
export async function markSandboxFailed(
  db: Queryable,
  input: { jobId: string; claimId: string; error: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sandbox_contents SET status = 'failed', error = $3, updated_at = now()
      WHERE job_id = $1 AND claim_id = $2 AND status = 'generating'
      RETURNING job_id`,
    [input.jobId, input.claimId, input.error.slice(0, 500)],
  );
  return rows.length === 1;
}

/**
 * Drops stored content that no longer parses (written under an older schema) and makes the row retryable at
 * once, so the next request generates it again.
 */
export async function discardSandboxContent(
  db: Queryable,
  input: { jobId: string; claimId: string; retryAfterSeconds: number },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sandbox_contents
        SET status = 'failed', content = NULL, error = 'Stored content no longer matches the schema',
            updated_at = now() - make_interval(secs => $3)
      WHERE job_id = $1 AND claim_id = $2 AND status = 'ready'
      RETURNING job_id`,
    [input.jobId, input.claimId, input.retryAfterSeconds],
  );
  return rows.length === 1;
}

/** Seconds since the row last changed, measured by the database clock (one clock for every api instance). */
export async function sandboxAgeSeconds(db: Queryable, jobId: string): Promise<number | null> {
  const rows = await db.query<{ age: number }>(
    `SELECT EXTRACT(EPOCH FROM (now() - updated_at))::float8 AS age FROM sandbox_contents WHERE job_id = $1`,
    [jobId],
  );
  return rows[0] ? Number(rows[0].age) : null;
}
