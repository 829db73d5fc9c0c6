import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import type { Db } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import { ensureProfile } from '../profile/ensure-profile';
import { findAccountByUid, findRefreshToken, markRotated, revokeFamily } from './accounts.repository';
import { hashSecret, issueSession, type IssuedSession, type SessionDeps } from './session';

/**
 * Two tabs may refresh with the same token at nearly the same moment; a reuse within this window is treated as
 * that race, not as theft. A reuse after it revokes the whole chain (the token was copied).
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const signedOut = (message = 'Your session has expired. Please sign in again.') => AppError.unauthorized(message);

/** Exchanges a refresh token for a new access token and a new refresh token of the same chain. */
export async function refreshSession(
  deps: SessionDeps & { db: Db },
  refreshToken: string | undefined,
): Promise<IssuedSession> {
  if (!refreshToken) throw signedOut('No session to refresh. Please sign in.');
  return deps.db
    .transaction(async (tx) => {
      const row = await findRefreshToken(tx, hashSecret(refreshToken));
      if (!row || row.revoked_at || Date.parse(row.expires_at) <= Date.now()) throw signedOut();
      const firstUse = await markRotated(tx, row.token_hash);
      if (!firstUse && row.rotated_at && Date.now() - Date.parse(row.rotated_at) > REFRESH_REUSE_GRACE_MS) {
        await revokeFamily(tx, row.family_id);
        return { revoked: true as const };
      }
      const account = await findAccountByUid(tx, row.uid);
      if (!account) throw signedOut();
      if (account.disabled) throw signedOut(IDENTITY_ERRORS['user-disabled']);
      const profile = await ensureProfile(tx, { uid: account.uid, email: account.email });
      return issueSession(deps, tx, profile, row.family_id);
    })
    .then((result) => {
      // Thrown outside the transaction so the revocation above is committed, not rolled back.
      if ('revoked' in result) throw signedOut('This session was signed out for your security. Please sign in again.');
      return result;
    });
}
