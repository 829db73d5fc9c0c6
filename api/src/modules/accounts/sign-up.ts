import { randomBytes } from 'node:crypto';
import { ZSignUpRequest } from '@fcs/shared/accounts';
import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { hashPassword } from '../../platform/identity/passwords';
import { ensureProfile } from '../profile/ensure-profile';
import { insertAccount } from './accounts.repository';
import { issueSession, type IssuedSession, type SessionDeps } from './session';

const emailTaken = () =>
  new AppError('conflict', IDENTITY_ERRORS['email-already-in-use']!, {
    email: IDENTITY_ERRORS['email-already-in-use']!,
  });

/** Creates a built-in account and its starter profile, and signs the new user in. */
export async function signUp(deps: SessionDeps & { db: Db }, body: unknown): Promise<IssuedSession> {
  const input = parseInput(ZSignUpRequest, body);
  const passwordHash = await hashPassword(input.password);
  const uid = randomBytes(15).toString('base64url');
  return deps.db.transaction(async (tx) => {
    if (!(await insertAccount(tx, { uid, email: input.email, passwordHash }))) throw emailTaken();
    const profile = await ensureProfile(
      tx,
      { uid, email: input.email, displayName: input.displayName },
      { displayName: input.displayName, marketingOptIn: input.marketingOptIn },
    );
    return issueSession(deps, tx, profile);
  });
}
