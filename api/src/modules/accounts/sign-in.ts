import { LOGIN_LOCKOUT_MINUTES, LOGIN_MAX_FAILURES, ZSignInRequest } from '@fcs/shared/accounts';
import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { burnPasswordCheck, verifyPassword } from '../../platform/identity/passwords';
import { ensureProfile } from '../profile/ensure-profile';
import {
  clearFailedLogins,
  deleteExpiredRefreshTokens,
  findAccountByEmail,
  recordFailedLogin,
} from './accounts.repository';
import { issueSession, type IssuedSession, type SessionDeps } from './session';

// Bad credentials answer 400, not 401: the client treats any 401 as "session gone" and reloads the page.
const invalidCredential = () => new AppError('bad_request', IDENTITY_ERRORS['invalid-credential']!);
export const tooManyAttempts = () => new AppError('rate_limited', IDENTITY_ERRORS['too-many-requests']!);

/**
 * Signs in with email and password. Unknown emails and wrong passwords get the same answer in about the same
 * time; LOGIN_MAX_FAILURES failures in a row lock the email for LOGIN_LOCKOUT_MINUTES.
 */
export async function signIn(deps: SessionDeps & { db: Db }, body: unknown): Promise<IssuedSession> {
  const input = parseInput(ZSignInRequest, body);
  const account = await findAccountByEmail(deps.db, input.email);
  if (!account) {
    await burnPasswordCheck(input.password);
    throw invalidCredential();
  }
  if (account.lockedUntil && Date.parse(account.lockedUntil) > Date.now()) throw tooManyAttempts();
  if (!(await verifyPassword(input.password, account.passwordHash))) {
    await recordFailedLogin(deps.db, account.uid, LOGIN_MAX_FAILURES, LOGIN_LOCKOUT_MINUTES);
    throw invalidCredential();
  }
  if (account.disabled) throw AppError.forbidden(IDENTITY_ERRORS['user-disabled']);
  return deps.db.transaction(async (tx) => {
    await clearFailedLogins(tx, account.uid);
    await deleteExpiredRefreshTokens(tx, account.uid);
    const profile = await ensureProfile(tx, { uid: account.uid, email: account.email }, { signIn: true });
    return issueSession(deps, tx, profile);
  });
}
