import { ZPasswordResetRequest } from '@fcs/shared/accounts';
import { ERRORS } from '@fcs/shared/messages';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useSession } from '../../../lib/session';
import { describeError, validateForm } from '../form-errors';
import { FormField } from './form-field';

export interface ResetRequestFormProps {
  onSent: (email: string) => void;
  onBack: () => void;
}

/** 'Forgot your password?': asks for the e-mail address and requests a reset link. */
export function ResetRequestForm({ onSent, onBack }: ResetRequestFormProps) {
  const id = useId();
  const { requestPasswordReset } = useSession();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const errors = validateForm(ZPasswordResetRequest, { email });
    if (errors) {
      setFieldError(errors.email);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    setFormError(null);
    try {
      await requestPasswordReset(email.trim());
      onSent(email.trim());
    } catch (error) {
      const described = describeError(error, ['email'], ERRORS.resetEmailFailed);
      setFieldError(described.fields.email);
      setFormError(described.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="auth-form" aria-label="Reset password">
      <p className="auth-form__intro">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <div className="auth-form__fields">
        <FormField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(undefined);
          }}
          error={fieldError}
        />
      </div>
      {formError ? (
        <p className="auth-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? <Spinner size="sm" label="Sending…" /> : 'Send Reset Link'}
      </Button>
      <p className="auth-form__switch">
        <button type="button" className="auth-link" onClick={onBack}>
          Back to Login
        </button>
      </p>
    </form>
  );
}
