import type { Queryable } from '../platform/db';
import type { LlmEngine, Run, RunStatus, RunStep, RunSummary, WorkflowType } from '@fcs/shared/runs';

/** One attempt of one execution of a run: what its writes are fenced by. */
export interface Fence {
  execId: string;
  attempt: number;
}

/** A run as stored, with the fields only the server sees (owner, execution fence). */
export interface StoredRun extends Run {
  ownerUid: string;
  label: string;
  execId: string;
}

interface Row {
  id: string;
  owner_uid: string;
  type: WorkflowType;
  status: RunStatus;
  label: string;
  input: unknown;
  steps: RunStep[];
  result: unknown;
  error: string | null;
  engine: LlmEngine | null;
  attempt: number;
  exec_id: string;
  last_seq: number;
  created_at: string;
  updated_at: string;
}

const COLUMNS =
  'id, owner_uid, type, status, label, input, steps, result, error, engine, attempt, exec_id, last_seq, created_at, updated_at';

function toStored(row: Row): StoredRun {
  return {
    id: row.id,
    ownerUid: row.owner_uid,
    type: row.type,
    status: row.status,
    label: row.label,
    input: row.input,
    steps: row.steps,
    result: row.result ?? null,
    error: row.error,
    engine: row.engine,
    attempt: row.attempt,
    execId: row.exec_id,
    lastSeq: Number(row.last_seq),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** How an execution ends a run (see `finish`). */
export interface RunEnd {
  status: 'completed' | 'failed';
  steps: RunStep[];
  result: unknown;
  error: string | null;
  lastSeq: number;
}

/** Which of the batch's rows a fenced `UPDATE ... RETURNING r.id` wrote, in the batch's order. */
const written = (ids: readonly string[], rows: { id: string }[]) => {
  const saved = new Set(rows.map((r) => r.id));
  return ids.map((id) => saved.has(id));
};

/**
 * Postgres/PGlite storage of runs. Every write by an execution is fenced by its execId. The writes many running
 * executions make (checkpoints, ends) also come as one statement for many runs: the rows travel as one JSON
 * parameter (`jsonb_to_recordset`), one round trip and one socket write for the lot, each row still fenced alone.
 */
export function runsRepository(db: Queryable) {
  const one = async (sql: string, params: unknown[]) => {
    const rows = await db.query<Row>(sql, params);
    return rows[0] ? toStored(rows[0]) : null;
  };

  const saveStepsMany = async (
    items: readonly { id: string; fence: Fence; steps: RunStep[]; lastSeq: number }[],
  ): Promise<boolean[]> => {
    const rows = await db.query<{ id: string }>(
      `UPDATE runs AS r SET steps = x.steps, last_seq = GREATEST(r.last_seq, x.last_seq), updated_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, exec_id text, attempt int, steps jsonb, last_seq bigint)
        WHERE r.id = x.id AND r.exec_id = x.exec_id AND r.attempt = x.attempt AND r.status IN ('queued', 'running')
        RETURNING r.id`,
      [
        JSON.stringify(
          items.map((i) => ({
            id: i.id,
            exec_id: i.fence.execId,
            attempt: i.fence.attempt,
            steps: i.steps,
            last_seq: i.lastSeq,
          })),
        ),
      ],
    );
    return written(
      items.map((i) => i.id),
      rows,
    );
  };

  const finishMany = async (
    items: readonly { id: string; fence: Fence | string; end: RunEnd }[],
  ): Promise<boolean[]> => {
    const rows = await db.query<{ id: string }>(
      `UPDATE runs AS r SET status = x.status, steps = x.steps, result = x.result, error = x.error,
              last_seq = GREATEST(r.last_seq, x.last_seq), finished_at = now(), updated_at = now()
         FROM jsonb_to_recordset($1::jsonb)
              AS x(id uuid, exec_id text, attempt int, status text, steps jsonb, result jsonb, error text, last_seq bigint)
        WHERE r.id = x.id AND r.exec_id = x.exec_id AND (x.attempt IS NULL OR r.attempt = x.attempt)
          AND r.status IN ('queued', 'running')
        RETURNING r.id`,
      [
        JSON.stringify(
          items.map(({ id, fence, end }) => ({
            id,
            exec_id: typeof fence === 'string' ? fence : fence.execId,
            attempt: typeof fence === 'string' ? null : fence.attempt,
            status: end.status,
            steps: end.steps,
            result: end.result,
            error: end.error,
            last_seq: end.lastSeq,
          })),
        ),
      ],
    );
    return written(
      items.map((i) => i.id),
      rows,
    );
  };
  return {
    /**
     * Stores a new run. With `flushed: false` the commit does not wait for the disk (synchronous_commit off for this
     * statement's own transaction, not for the connection): a Postgres crash in the next moments (up to three times
     * wal_writer_delay, 600 ms by default) may lose the row, which the engine then treats as a lost run (ADR 005:
     * the worker that takes its job fails it in the log). Not inside a transaction holding other writes.
     */
    async insert(
      run: {
        id: string;
        ownerUid: string;
        type: WorkflowType;
        label: string;
        input: unknown;
        steps: RunStep[];
        execId: string;
      },
      options: { flushed?: boolean } = {},
    ) {
      const columns = 'id, owner_uid, type, label, input, steps, exec_id';
      const values = '$1::uuid, $2::text, $3::text, $4::text, $5::jsonb, $6::jsonb, $7::text';
      const stored = await one(
        options.flushed === false
          ? `WITH unflushed AS (SELECT set_config('synchronous_commit', 'off', true))
             INSERT INTO runs (${columns}) SELECT ${values} FROM unflushed RETURNING ${COLUMNS}`
          : `INSERT INTO runs (${columns}) VALUES (${values}) RETURNING ${COLUMNS}`,
        [run.id, run.ownerUid, run.type, run.label, JSON.stringify(run.input), JSON.stringify(run.steps), run.execId],
      );
      return stored!;
    },

    /** Any run by id (workers, which act for the owner). */
    find(id: string) {
      return one(`SELECT ${COLUMNS} FROM runs WHERE id = $1`, [id]);
    },

    /**
     * Which of these runs their owners own, in one statement (group commit of the relay's checks): for each
     * (run id, uid) pair, whether that run exists and belongs to that uid. Reads no more than the keys.
     */
    async ownedMany(pairs: readonly { id: string; ownerUid: string }[]): Promise<boolean[]> {
      const rows = await db.query<{ id: string; owner_uid: string }>(
        `SELECT r.id, r.owner_uid FROM runs AS r
           JOIN jsonb_to_recordset($1::jsonb) AS x(id uuid, owner_uid text) ON r.id = x.id AND r.owner_uid = x.owner_uid`,
        [JSON.stringify(pairs.map((p) => ({ id: p.id, owner_uid: p.ownerUid })))],
      );
      const owned = new Set(rows.map((r) => `${r.id}/${r.owner_uid}`));
      return pairs.map((p) => owned.has(`${p.id}/${p.ownerUid}`));
    },

    /** A run of this owner, or null for a missing run and for someone else's alike. */
    findForOwner(id: string, ownerUid: string) {
      return one(`SELECT ${COLUMNS} FROM runs WHERE id = $1 AND owner_uid = $2`, [id, ownerUid]);
    },

    /**
     * The owner's runs (no input, steps or result), newest first, optionally of some types, `limit` at a time.
     * `before` is the cursor of the last row of the previous page (see runListCursor).
     */
    async listForOwner(
      ownerUid: string,
      options: { types?: readonly WorkflowType[]; limit: number; before?: { createdUs: string; id: string } },
    ): Promise<{ runs: RunSummary[]; last: { createdUs: string; id: string } | null }> {
      const rows = await db.query<Row & { created_us: string }>(
        `SELECT id, type, status, label, error, engine, created_at, updated_at,
                (extract(epoch from created_at) * 1000000)::bigint::text AS created_us
           FROM runs
          WHERE owner_uid = $1 AND ($2::text[] IS NULL OR type = ANY($2::text[]))
            AND ($3::bigint IS NULL OR ((extract(epoch from created_at) * 1000000)::bigint, id) < ($3::bigint, $4::uuid))
          ORDER BY created_at DESC, id DESC LIMIT $5`,
        [
          ownerUid,
          options.types?.length ? options.types : null,
          options.before?.createdUs ?? null,
          options.before?.id ?? null,
          options.limit,
        ],
      );
      const runs = rows.map((r) => ({
        id: r.id,
        type: r.type,
        status: r.status,
        label: r.label,
        error: r.error,
        engine: r.engine,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }));
      const lastRow = rows.at(-1);
      return { runs, last: lastRow ? { createdUs: lastRow.created_us, id: lastRow.id } : null };
    },

    /** A queued (or crashed-while-running) execution starts: counts the attempt. Null when fenced or finished. */
    async markStarted(id: string, execId: string, engine: LlmEngine): Promise<StoredRun | null> {
      return one(
        `UPDATE runs SET status = 'running', attempt = attempt + 1, engine = $3, started_at = COALESCE(started_at, now()), updated_at = now()
          WHERE id = $1 AND exec_id = $2 AND status IN ('queued', 'running') RETURNING ${COLUMNS}`,
        [id, execId, engine],
      );
    },

    /**
     * Makes the attempt of a queued or running execution `attempt` when it counts fewer (the event log counted an
     * attempt the row missed: an earlier attempt that died between its claim and its row). Null when the execution
     * moved on or already counts as many.
     */
    raiseAttempt(id: string, execId: string, attempt: number): Promise<StoredRun | null> {
      return one(
        `UPDATE runs SET attempt = $3, updated_at = now()
          WHERE id = $1 AND exec_id = $2 AND status IN ('queued', 'running') AND attempt < $3 RETURNING ${COLUMNS}`,
        [id, execId, attempt],
      );
    },

    /**
     * Takes a queued or running run over for another attempt of its current execution without starting it (the
     * sweeper failing a run whose job is gone): counts the attempt, so the writes of any earlier attempt are refused.
     */
    takeOver(id: string, execId: string): Promise<StoredRun | null> {
      return one(
        `UPDATE runs SET attempt = attempt + 1, updated_at = now()
          WHERE id = $1 AND exec_id = $2 AND status IN ('queued', 'running') RETURNING ${COLUMNS}`,
        [id, execId],
      );
    },

    /**
     * Checkpoints the steps (a completed step's output) of a running execution's attempt. False when fenced: the
     * run was cancelled or retried (another execId), or another attempt took it over (another attempt number).
     */
    async saveSteps(id: string, fence: Fence, steps: RunStep[], lastSeq: number): Promise<boolean> {
      return (await saveStepsMany([{ id, fence, steps, lastSeq }]))[0]!;
    },

    /**
     * Checkpoints of many runs in one statement (group commit), each fenced as `saveSteps`: says for each whether
     * it was saved. A run appears at most once.
     */
    saveStepsMany,

    /**
     * Ends a running execution as completed or failed. False when fenced (cancelled or retried meanwhile, or, with
     * a fence's attempt, taken over by another attempt).
     */
    async finish(id: string, fence: Fence | string, end: RunEnd): Promise<boolean> {
      return (await finishMany([{ id, fence, end }]))[0]!;
    },

    /** The ends of many runs in one statement (group commit), each fenced as `finish`. A run appears at most once. */
    finishMany,

    /** Owner's Retry of a failed or cancelled run: back to queued under a new execution. Null if not retryable. */
    requeue(id: string, ownerUid: string, execId: string, steps: RunStep[]) {
      return one(
        `UPDATE runs SET status = 'queued', error = NULL, exec_id = $3, steps = $4, finished_at = NULL, updated_at = now()
          WHERE id = $1 AND owner_uid = $2 AND status IN ('failed', 'cancelled') RETURNING ${COLUMNS}`,
        [id, ownerUid, execId, JSON.stringify(steps)],
      );
    },

    /** Owner's cancel of a queued or running run; the new execId fences the worker out. Null if not cancellable. */
    cancel(id: string, ownerUid: string, execId: string, steps: RunStep[]) {
      return one(
        `UPDATE runs SET status = 'cancelled', exec_id = $3, steps = $4, finished_at = now(), updated_at = now()
          WHERE id = $1 AND owner_uid = $2 AND status IN ('queued', 'running') RETURNING ${COLUMNS}`,
        [id, ownerUid, execId, JSON.stringify(steps)],
      );
    },

    /**
     * Queued or running runs not written to since `before` (ISO time), oldest first: candidates for the sweeper,
     * which fails the ones whose queue job is gone. The time is a parameter so callers (and tests) own the clock.
     */
    listStale(before: string, limit: number) {
      return db
        .query<Row>(
          `SELECT ${COLUMNS} FROM runs WHERE status IN ('queued', 'running') AND updated_at < $1::timestamptz
            ORDER BY updated_at, id LIMIT $2`,
          [before, limit],
        )
        .then((rows) => rows.map(toStored));
    },

    /** Records that the row reflects events up to seq (never moves back). */
    async setLastSeq(id: string, seq: number): Promise<void> {
      await db.query('UPDATE runs SET last_seq = GREATEST(last_seq, $2) WHERE id = $1', [id, seq]);
    },
  };
}
