import { ZSignInRequest } from '@fcs/shared/accounts';
import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { burnPasswordCheck, verifyPassword } from '../../platform/identity/passwords';
import { ensureProfile } from '../profile/ensure-profile';
import { deleteExpiredRefreshTokens, findAccountByEmail } from './accounts.repository';
import type { LoginThrottle } from './login-throttle';
import { issueSession, type IssuedSession, type SessionDeps } from './session';

// Bad credentials answer 400, not 401: the client treats any 401 as "session gone" and reloads the page.
const invalidCredential = () => new AppError('bad_request', IDENTITY_ERRORS['invalid-credential']!);

/**
 * Signs in with email and password. Unknown emails and wrong passwords get the same answer in about the same
 * time. Failures slow further attempts for this e-mail from this client's IP (`LoginThrottle`), checked before the
 * password, so a waiting attacker learns nothing even with the right one; other addresses are not affected.
 */
export async function signIn(
  deps: SessionDeps & { db: Db; throttle: LoginThrottle },
  body: unknown,
  clientIp: string,
): Promise<IssuedSession> {
  const input = parseInput(ZSignInRequest, body);
  const waitMs = await deps.throttle.attempt(input.email, clientIp);
  if (waitMs > 0) throw AppError.rateLimited(IDENTITY_ERRORS['too-many-requests']!, Math.ceil(waitMs / 1000));
  const account = await findAccountByEmail(deps.db, input.email);
  if (!account) {
    await burnPasswordCheck(input.password);
    throw invalidCredential();
  }
  if (!(await verifyPassword(input.password, account.passwordHash))) throw invalidCredential();
  if (account.disabled) throw AppError.forbidden(IDENTITY_ERRORS['user-disabled']);
  await deps.throttle.succeeded(input.email, clientIp);
  return deps.db.transaction(async (tx) => {
    await deleteExpiredRefreshTokens(tx, account.uid);
    const profile = await ensureProfile(tx, { uid: account.uid, email: account.email }, { signIn: true });
    return issueSession(deps, tx, profile);
  });
}
