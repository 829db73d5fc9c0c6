import type { Queryable } from '@fcs/core/platform/db';

export interface LocalAccount {
  uid: string;
  email: string;
  passwordHash: string;
  disabled: boolean;
}

interface AccountRow {
  uid: string;
  email: string;
  password_hash: string;
  disabled: boolean;
}

const toAccount = (r: AccountRow): LocalAccount => ({
  uid: r.uid,
  email: r.email,
  passwordHash: r.password_hash,
  disabled: r.disabled,
});

/** Inserts an account; returns false when the email is taken (unique index on lower(email)). */
export async function insertAccount(
  q: Queryable,
  input: { uid: string; email: string; passwordHash: string },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO local_accounts (uid, email, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING uid`,
    [input.uid, input.email, input.passwordHash],
  );
  return rows.length > 0;
}

export async function findAccountByEmail(q: Queryable, email: string): Promise<LocalAccount | null> {
  const rows = await q.query<AccountRow>('SELECT * FROM local_accounts WHERE lower(email) = lower($1)', [email]);
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function findAccountByUid(q: Queryable, uid: string): Promise<LocalAccount | null> {
  const rows = await q.query<AccountRow>('SELECT * FROM local_accounts WHERE uid = $1', [uid]);
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function setPassword(q: Queryable, uid: string, passwordHash: string): Promise<void> {
  await q.query(`UPDATE local_accounts SET password_hash = $2, password_changed_at = now() WHERE uid = $1`, [
    uid,
    passwordHash,
  ]);
}

// ------------------------------------------------------------------------------------------ refresh tokens

export interface RefreshTokenRow {
  token_hash: string;
  uid: string;
  family_id: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

export async function insertRefreshToken(
  q: Queryable,
  input: { tokenHash: string; uid: string; familyId: string; expiresAt: Date },
): Promise<void> {
  await q.query('INSERT INTO refresh_tokens (token_hash, uid, family_id, expires_at) VALUES ($1, $2, $3, $4)', [
    input.tokenHash,
    input.uid,
    input.familyId,
    input.expiresAt.toISOString(),
  ]);
}

export async function findRefreshToken(q: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await q.query<RefreshTokenRow>('SELECT * FROM refresh_tokens WHERE token_hash = $1', [tokenHash]);
  return rows[0] ?? null;
}

/** Marks a token used; false when another request rotated it first. */
export async function markRotated(q: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1 AND rotated_at IS NULL RETURNING token_hash',
    [tokenHash],
  );
  return rows.length > 0;
}

export async function revokeFamily(q: Queryable, familyId: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

export async function revokeAllForUser(q: Queryable, uid: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET revoked_at = now() WHERE uid = $1 AND revoked_at IS NULL', [uid]);
}

/** Drops a user's refresh tokens that have expired, so the table does not grow with every sign-in. */
export async function deleteExpiredRefreshTokens(q: Queryable, uid: string): Promise<void> {
  await q.query('DELETE FROM refresh_tokens WHERE uid = $1 AND expires_at < now()', [uid]);
}

// ------------------------------------------------------------------------------------------ password resets

export async function insertPasswordReset(
  q: Queryable,
  input: { tokenHash: string; uid: string; expiresAt: Date },
): Promise<void> {
  await q.query('INSERT INTO password_resets (token_hash, uid, expires_at) VALUES ($1, $2, $3)', [
    input.tokenHash,
    input.uid,
    input.expiresAt.toISOString(),
  ]);
}

/** Uses a reset token once: returns its uid, or why it cannot be used. */
export async function consumePasswordReset(
  q: Queryable,
  tokenHash: string,
): Promise<{ uid: string } | { problem: 'invalid' | 'expired' }> {
  const rows = await q.query<{ uid: string }>(
    'UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING uid',
    [tokenHash],
  );
  if (rows[0]) return { uid: rows[0].uid };
  const found = await q.query<{ used_at: string | null }>('SELECT used_at FROM password_resets WHERE token_hash = $1', [
    tokenHash,
  ]);
  if (found[0] && !found[0].used_at) return { problem: 'expired' };
  return { problem: 'invalid' };
}

export async function invalidatePasswordResets(q: Queryable, uid: string): Promise<void> {
  await q.query('UPDATE password_resets SET used_at = now() WHERE uid = $1 AND used_at IS NULL', [uid]);
}
