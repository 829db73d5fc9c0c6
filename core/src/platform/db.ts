import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from './config';

/** node-pg's client class, whose `query` every pooled query goes through (the bench counts queries there). */
export const PgClient = pg.Client;

/** What a repository needs: parameterised queries that return plain rows. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** The database, whichever engine runs it. Repositories are the only code that calls it. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; it commits when fn resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Opens every connection the database may use now (a pool's), rather than under the first burst of queries. */
  connectAll(): Promise<void>;
  close(): Promise<void>;
}

// Timestamps come back as ISO strings and int8 as numbers from both engines, so rows look the same everywhere.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Embedded Postgres (PGlite) storing its files under dataDir, or in memory when dataDir is 'memory://'. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir, {
    parsers: {
      1184: (v: string) => new Date(v).toISOString(),
      20: (v: string) => Number(v),
    },
  });
  const query = async <T>(q: { query: PGlite['query'] }, sql: string, params?: readonly unknown[]) =>
    (await q.query<T>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => query(db, sql, params),
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => query(tx, sql, params) })),
    // One embedded engine in this process: nothing to connect.
    connectAll: async () => undefined,
    close: () => db.close(),
  };
}

/**
 * A pooled connection to a Postgres server; `schema` (tests) puts every table in its own schema. With `keepOpen`
 * (long-running processes) the pool keeps its connections however long they idle, so a burst after a quiet
 * spell does not wait for new ones.
 */
export function openPostgres(url: string, options: { schema?: string; max?: number; keepOpen?: boolean } = {}): Db {
  const max = options.max ?? DEFAULT_DATABASE_POOL_SIZE;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(options.keepOpen ? { min: max } : {}),
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight get their own error.
  });
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params ? [...params] : undefined)).rows,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (sql, params) => (await client.query(sql, params ? [...params] : undefined)).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    // As many queries at once as the pool holds connections: it opens all of them.
    connectAll: async () => {
      await Promise.all(Array.from({ length: max }, () => pool.query('SELECT 1')));
    },
    close: () => pool.end(),
  };
}

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Applies every `NNN-name.sql` file of the migrations folder not applied yet, in order, all in one transaction:
 * either every pending file applies or none does. The same SQL runs on PGlite and Postgres. The transaction's
 * advisory lock keeps two processes from racing.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727271)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(join(dir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/** Splits a migration on semicolons at line ends; migrations avoid $$-quoted bodies so this stays simple. */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Opens the configured database and brings its schema up to date. `poolSize`: the connections kept open to a
 * Postgres server (DATABASE_POOL_SIZE).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Db> {
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl, { keepOpen: true, max: options.poolSize })
    : await openPglite(join(options.dataDir, 'pglite'));
  await migrate(db);
  return db;
}

/**
 * The name of the unique index or constraint a failed statement violated (Postgres and PGlite report it alike),
 * or null when err is not a unique violation.
 */
export function uniqueViolation(err: unknown): string | null {
  if (typeof err !== 'object' || err === null || (err as { code?: unknown }).code !== '23505') return null;
  const constraint = (err as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : '';
}
