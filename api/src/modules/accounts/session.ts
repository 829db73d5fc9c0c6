import { createHash, randomBytes } from 'node:crypto';
import type { Session } from '@fcs/shared/accounts';
import type { UserProfile } from '@fcs/shared/entities';
import type { LocalTokens } from '../../platform/auth';
import type { Queryable } from '@fcs/core/platform/db';
import { insertRefreshToken } from './accounts.repository';

/** A session plus the raw refresh token, which the route puts in the HttpOnly cookie and never in the body. */
export interface IssuedSession extends Session {
  refreshToken: string;
}

export interface SessionDeps {
  tokens: LocalTokens;
  refreshTtlDays: number;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Issues an access token and a new refresh token (in familyId's chain, or a new chain at sign-in). */
export async function issueSession(
  deps: SessionDeps,
  q: Queryable,
  profile: UserProfile,
  familyId = newSecret(),
): Promise<IssuedSession> {
  const user = { uid: profile.uid, email: profile.email, displayName: profile.displayName };
  const access = await deps.tokens.issue(user);
  const refreshToken = newSecret();
  const refreshExpiresAt = new Date(Date.now() + deps.refreshTtlDays * 86_400_000);
  await insertRefreshToken(q, {
    tokenHash: hashSecret(refreshToken),
    uid: profile.uid,
    familyId,
    expiresAt: refreshExpiresAt,
  });
  return {
    accessToken: access.token,
    expiresAt: access.expiresAt,
    refreshExpiresAt: refreshExpiresAt.toISOString(),
    refreshToken,
    user,
    profile,
  };
}
