import type { Db } from '@fcs/core/platform/db';
import { findRefreshToken, revokeFamily } from './accounts.repository';
import { hashSecret } from './session';

/** Ends the session of this refresh token (its whole chain); a missing or unknown token is already signed out. */
export async function signOut(db: Db, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const row = await findRefreshToken(db, hashSecret(refreshToken));
  if (row) await revokeFamily(db, row.family_id);
}
