import { ZPasswordResetConfirm } from '@fcs/shared/accounts';
import { ERRORS } from '@fcs/shared/messages';
import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { Panel } from '../../../components/panel';
import { Spinner } from '../../../components/spinner';
import { useAuthDialog } from '../../../lib/auth-dialog';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { describeError, validateForm, type FieldErrors } from '../form-errors';
import { FormField } from './form-field';
import '../auth.css';

export interface ResetPasswordFormProps {
  /** The token from the e-mailed link (built-in accounts: ?token=, Firebase: ?oobCode=). */
  token: string | null;
}

const FIELDS = ['password', 'confirmPassword', 'token'] as const;

/** The page behind the reset link: a new password twice, then signed in (built-in accounts) or back to sign-in. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const id = useId();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'signed-in' | 'sign-in-needed' | null>(null);

  if (!token) {
    return (
      <Panel
        title="This link is incomplete"
        tone="subtle"
        actions={<Button onClick={() => openAuthDialog('sign-in')}>Request a new link</Button>}
      >
        <p>
          The reset link has no token. Open the link from the e-mail again, or ask for a new one from the sign-in dialog
          ('Forgot your password?').
        </p>
      </Panel>
    );
  }

  if (done) {
    return (
      <Panel
        title="Password updated"
        actions={
          done === 'signed-in' ? (
            <>
              <ButtonLink to={paths.roles}>Continue to the Career Quiz</ButtonLink>
              <ButtonLink to={paths.settings} variant="secondary">
                Go to Settings
              </ButtonLink>
            </>
          ) : (
            <Button onClick={() => openAuthDialog('sign-in')}>Sign In</Button>
          )
        }
      >
        <p role="status">
          {done === 'signed-in'
            ? 'Your new password is saved and you are signed in.'
            : 'Your new password is saved. Sign in with it to continue.'}
        </p>
      </Panel>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    const errors = validateForm(ZPasswordResetConfirm, { token, password, confirmPassword });
    if (errors) {
      setFieldErrors(errors);
      setFormError(errors.token ?? null);
      return;
    }
    setBusy(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const signedIn = await session.confirmPasswordReset(token, password, confirmPassword);
      setDone(signedIn ? 'signed-in' : 'sign-in-needed');
    } catch (error) {
      const described = describeError(error, FIELDS, ERRORS.authGeneric);
      setFieldErrors(described.fields);
      setFormError(described.fields.token ?? described.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Choose a new password" description="Use at least 6 characters. The link works once.">
      <form noValidate onSubmit={submit} className="auth-form" aria-label="Choose a new password">
        <div className="auth-form__fields">
          <FormField
            id={`${id}-password`}
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setFieldErrors(({ password: _p, ...rest }) => rest);
            }}
            error={fieldErrors.password}
          />
          <FormField
            id={`${id}-confirmPassword`}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => {
              setConfirmPassword(e.target.value);
              setFieldErrors(({ confirmPassword: _c, ...rest }) => rest);
            }}
            error={fieldErrors.confirmPassword}
          />
        </div>
        {formError ? (
          <p className="auth-form__error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner size="sm" label="Saving…" /> : 'Save New Password'}
        </Button>
      </form>
    </Panel>
  );
}
