import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@fcs/core/platform/db';
import { createTestDb } from '@fcs/core/testing/db';
import { loadProfileForAccess } from './access';

describe('loading profiles for access decisions', () => {
  let inner: Awaited<ReturnType<typeof createTestDb>>;
  /** The statements that read profiles by uid. */
  const lookups: unknown[][] = [];
  let db: Db;
  beforeAll(async () => {
    inner = await createTestDb('pglite');
    db = {
      ...inner,
      query: (sql, params) => {
        if (sql.includes('FROM users WHERE uid = ANY')) lookups.push([...(params ?? [])]);
        return inner.query(sql, params);
      },
    };
  });
  afterAll(() => inner.drop());

  const user = (i: number) => ({ uid: `u-${i}`, email: `u${i}@example.com` });

  it('when a new user is first seen, then a starter profile is made for them', async () => {
    expect(await loadProfileForAccess(db, user(0))).toMatchObject({ uid: 'u-0', subscriptionTier: 'starter' });
    expect(await loadProfileForAccess(db, user(0))).toMatchObject({ uid: 'u-0', email: 'u0@example.com' });
  });

  it('when many users are looked up at once, then one statement reads their profiles and each gets their own', async () => {
    for (let i = 1; i <= 10; i++) await loadProfileForAccess(db, user(i));
    lookups.length = 0;
    const profiles = await Promise.all(Array.from({ length: 10 }, (_, i) => loadProfileForAccess(db, user(i + 1))));
    expect(profiles.map((p) => p.uid)).toEqual(Array.from({ length: 10 }, (_, i) => `u-${i + 1}`));
    expect(lookups).toHaveLength(1);
  });

  it("when a new user's e-mail belongs to another profile, then 409 and nothing is made", async () => {
    await expect(loadProfileForAccess(db, { uid: 'u-other', email: 'U1@example.com' })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await inner.query('SELECT uid FROM users WHERE uid = $1', ['u-other'])).toEqual([]);
  });
});
