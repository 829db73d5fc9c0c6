import { ZPasswordResetConfirm } from '@fcs/shared/accounts';
import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { hashPassword } from '../../platform/identity/passwords';
import { ensureProfile } from '../profile/ensure-profile';
import {
  consumePasswordReset,
  findAccountByUid,
  invalidatePasswordResets,
  revokeAllForUser,
  setPassword,
} from './accounts.repository';
import { hashSecret, issueSession, type IssuedSession, type SessionDeps } from './session';

/**
 * Sets a new password with a reset link's token (usable once, before it expires), signs every other session
 * out, and signs this one in.
 */
export async function confirmPasswordReset(deps: SessionDeps & { db: Db }, body: unknown): Promise<IssuedSession> {
  const input = parseInput(ZPasswordResetConfirm, body);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const used = await consumePasswordReset(tx, hashSecret(input.token));
    if ('problem' in used) {
      const code = used.problem === 'expired' ? 'expired-action-code' : 'invalid-action-code';
      throw new AppError('bad_request', IDENTITY_ERRORS[code]!, { token: IDENTITY_ERRORS[code]! });
    }
    const account = await findAccountByUid(tx, used.uid);
    if (!account || account.disabled) throw new AppError('bad_request', IDENTITY_ERRORS['invalid-action-code']!);
    await setPassword(tx, account.uid, passwordHash);
    await invalidatePasswordResets(tx, account.uid);
    await revokeAllForUser(tx, account.uid);
    const profile = await ensureProfile(tx, { uid: account.uid, email: account.email }, { signIn: true });
    return issueSession(deps, tx, profile);
  });
}
