import {
  ACCOUNT_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  ZPasswordResetRequest,
  type PasswordResetRequested,
} from '@fcs/shared/accounts';
import { ROUTES } from '@fcs/shared/routes';
import type { Db } from '@fcs/core/platform/db';
import { parseInput } from '@fcs/core/platform/errors';
import type { Mailer } from '../../platform/mail';
import { findAccountByEmail, insertPasswordReset } from './accounts.repository';
import { hashSecret, newSecret } from './session';

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
}

/**
 * Sends a single-use reset link to the address when it has an active account. The answer is the same either
 * way, and the mail goes out after the answer (`delivery`), so neither content nor timing says whether an
 * account exists.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  body: unknown,
  baseUrl: string,
): Promise<{ response: PasswordResetRequested; delivery: Promise<void> }> {
  const { email } = parseInput(ZPasswordResetRequest, body);
  const response: PasswordResetRequested = { sent: true, message: ACCOUNT_MESSAGES.resetEmailSent };
  const account = await findAccountByEmail(deps.db, email);
  if (!account || account.disabled) return { response, delivery: Promise.resolve() };
  const token = newSecret();
  await insertPasswordReset(deps.db, {
    tokenHash: hashSecret(token),
    uid: account.uid,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${baseUrl}${ROUTES.resetPassword}?token=${token}`;
  const delivery = deps.mailer.send({
    to: account.email,
    subject: 'Reset your Finance Career Simulator password',
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) asked to reset the password of your Finance Career Simulator account.',
      `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password. It works once:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hello,</p><p>Someone (hopefully you) asked to reset the password of your Finance Career Simulator account.</p>
<p><a href="${link}">Choose a new password</a> within ${PASSWORD_RESET_TTL_MINUTES} minutes. The link works once.</p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  });
  return { response, delivery };
}
