import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { migrate, openDatabase, openPostgres } from './db';
import { createTestDb, TEST_DB_KINDS, TEST_POSTGRES_URL } from '../testing/db';

describe.each(TEST_DB_KINDS)('database layer on %s', (kind) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.drop());

  it('when migrations ran, then running them again applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toContain('001-users.sql');
  });

  it('when a transaction throws, then none of its writes stay', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO users (uid, email, display_name) VALUES ('rollback-me', 'r@example.test', 'R')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT uid FROM users WHERE uid = 'rollback-me'")).toEqual([]);
  });

  it('when rows are read, then timestamps are ISO strings and json columns are objects on both engines', async () => {
    await db.query(
      "INSERT INTO users (uid, email, display_name, quiz_answers) VALUES ('u1', 'u1@example.test', 'U', $1)",
      [JSON.stringify([{ questionId: 'q', answers: ['a'] }])],
    );
    const [row] = await db.query<{ created_at: string; quiz_answers: unknown }>(
      'SELECT created_at, quiz_answers FROM users WHERE uid = $1',
      ['u1'],
    );
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row?.quiz_answers).toEqual([{ questionId: 'q', answers: ['a'] }]);
  });
});

describe('opening the configured Postgres', () => {
  it('when a pool size is given, then the process keeps that many connections open', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = openPostgres(TEST_POSTGRES_URL, { max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(TEST_POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    url.searchParams.set('application_name', schema);
    const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 3 });
    try {
      await db.connectAll();
      const rows = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
        [schema],
      );
      expect(rows[0]!.n).toBe(3);
    } finally {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    }
  });
});
