import { randomBytes } from 'node:crypto';
import { migrate, openPglite, openPostgres, type Db } from '../platform/db';

/** Postgres on this machine and CI's (trust auth, database `test`); override with TEST_DATABASE_URL. */
// eslint-disable-next-line no-restricted-syntax -- test infrastructure, not app configuration
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDbKind = 'pglite' | 'postgres';
export const TEST_DB_KINDS: TestDbKind[] = ['pglite', 'postgres'];

/**
 * A migrated, empty database for one test file: an in-memory PGlite, or a schema of its own on the
 * local Postgres (dropped by `drop`), so test files never see each other's rows.
 */
export async function createTestDb(kind: TestDbKind): Promise<Db & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPglite('memory://');
    await migrate(db);
    return { ...db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(TEST_POSTGRES_URL, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const db = openPostgres(TEST_POSTGRES_URL, { schema, max: 5 });
  await migrate(db);
  return {
    ...db,
    drop: async () => {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}
