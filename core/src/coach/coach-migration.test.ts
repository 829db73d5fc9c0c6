import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, openPglite } from '../platform/db';

describe('migration 005 (coach) on a database that already has runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fcs-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when a user had two coach workflows active, then the older one is cancelled and the others are left alone', async () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}-.*\.sql$/.test(f));
    for (const f of files.filter((f) => f < '005')) copyFileSync(join(MIGRATIONS_DIR, f), join(dir, f));
    const db = await openPglite('memory://');
    await migrate(db, dir);
    const insert = (id: string, mode: string, created: string) =>
      db.query(
        `INSERT INTO runs (id, owner_uid, type, input, steps, exec_id, created_at)
         VALUES ($1, 'alice', 'coach_chat', $2, '[]', 'e', $3)`,
        [id, JSON.stringify({ mode }), created],
      );
    await insert('00000000-0000-4000-8000-000000000001', 'workflow', '2026-01-01T10:00:00Z');
    await insert('00000000-0000-4000-8000-000000000002', 'workflow', '2026-01-01T11:00:00Z');
    await insert('00000000-0000-4000-8000-000000000003', 'chat', '2026-01-01T09:00:00Z');
    for (const f of files.filter((f) => f >= '005')) copyFileSync(join(MIGRATIONS_DIR, f), join(dir, f));
    expect(await migrate(db, dir)).toContain('005-coach.sql');
    const rows = await db.query<{ id: string; status: string }>('SELECT id, status FROM runs ORDER BY id');
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'queued', 'queued']);
    await db.close();
  });
});
