import { ZSignInRequest, ZSignUpRequest } from '@fcs/shared/accounts';
import { ERRORS } from '@fcs/shared/messages';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useSession } from '../../../lib/session';
import { describeError, validateForm, type FieldErrors } from '../form-errors';
import { FormField } from './form-field';
import { GoogleButton } from './google-button';
import '../auth.css';

export type AuthFormMode = 'sign-in' | 'sign-up';

export interface AuthFormProps {
  mode: AuthFormMode;
  onModeChange: (mode: AuthFormMode) => void;
  /** Called once the user is signed in (the session and profile are loaded). */
  onAuthenticated?: () => void;
  /** Shows 'Forgot your password?' in sign-in mode. */
  onForgotPassword?: () => void;
  /** Message when the provider gives none (spec section 8: dialog vs paywall sign-up). */
  errorFallback?: string;
  /** Label of the sign-up submit button (the paywall says what happens next). */
  signUpLabel?: string;
}

const SIGN_IN_FIELDS = ['email', 'password'] as const;
const SIGN_UP_FIELDS = ['displayName', 'email', 'password', 'confirmPassword'] as const;

const EMPTY = { displayName: '', email: '', password: '', confirmPassword: '', marketingOptIn: false };

/**
 * Sign-in / sign-up form with the toggle between them. Values are checked with the shared schemas before
 * the request (spec section 5 messages beside each field); the api's field errors land in the same places.
 */
export function AuthForm({
  mode,
  onModeChange,
  onAuthenticated,
  onForgotPassword,
  errorFallback = ERRORS.authGeneric,
  signUpLabel = 'Create Account',
}: AuthFormProps) {
  const id = useId();
  const session = useSession();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'form' | 'google' | null>(null);
  const isSignUp = mode === 'sign-up';
  const fields: readonly string[] = isSignUp ? SIGN_UP_FIELDS : SIGN_IN_FIELDS;

  function change(name: keyof typeof EMPTY, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }));
    if (fieldErrors[name]) setFieldErrors(({ [name]: _removed, ...rest }) => rest);
  }

  function switchMode(next: AuthFormMode) {
    setFieldErrors({});
    setFormError(null);
    onModeChange(next);
  }

  async function run(kind: 'form' | 'google', action: () => Promise<void>) {
    setBusy(kind);
    setFormError(null);
    try {
      await action();
      onAuthenticated?.();
    } catch (error) {
      const described = describeError(error, fields, errorFallback);
      setFieldErrors(described.fields);
      setFormError(described.message);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const errors = isSignUp
      ? validateForm(ZSignUpRequest, values)
      : validateForm(ZSignInRequest, { email: values.email, password: values.password });
    if (errors) {
      setFieldErrors(errors);
      setFormError(null);
      // Move focus to the first field that needs attention.
      const first = fields.find((name) => errors[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setFieldErrors({});
    void run('form', () =>
      isSignUp
        ? session.signUp({ ...values, displayName: values.displayName.trim(), email: values.email.trim() })
        : session.signIn(values.email.trim(), values.password),
    );
  }

  return (
    <div className="auth-form">
      <form noValidate onSubmit={submit} aria-label={isSignUp ? 'Sign up' : 'Sign in'}>
        <div className="auth-form__fields">
          {isSignUp ? (
            <FormField
              id={`${id}-displayName`}
              label="Display name"
              autoComplete="name"
              value={values.displayName}
              onChange={(e) => change('displayName', e.target.value)}
              error={fieldErrors.displayName}
            />
          ) : null}
          <FormField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(e) => change('email', e.target.value)}
            error={fieldErrors.email}
          />
          <FormField
            id={`${id}-password`}
            label="Password"
            type="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={(e) => change('password', e.target.value)}
            error={fieldErrors.password}
            hint={isSignUp ? 'At least 6 characters.' : undefined}
          />
          {isSignUp ? (
            <>
              <FormField
                id={`${id}-confirmPassword`}
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(e) => change('confirmPassword', e.target.value)}
                error={fieldErrors.confirmPassword}
              />
              <label className="auth-form__checkbox">
                <input
                  type="checkbox"
                  checked={values.marketingOptIn}
                  onChange={(e) => change('marketingOptIn', e.target.checked)}
                />
                <span>Email me career tips and product news (optional, unsubscribe any time)</span>
              </label>
            </>
          ) : null}
        </div>

        {!isSignUp && onForgotPassword ? (
          <p className="auth-form__forgot">
            <button type="button" className="auth-link" onClick={onForgotPassword}>
              Forgot your password?
            </button>
          </p>
        ) : null}

        {formError ? (
          <p className="auth-form__error" role="alert">
            {formError}
          </p>
        ) : null}

        <Button type="submit" block disabled={busy !== null} aria-busy={busy === 'form'}>
          {busy === 'form' ? (
            <Spinner size="sm" label={isSignUp ? 'Creating account…' : 'Signing in…'} />
          ) : isSignUp ? (
            signUpLabel
          ) : (
            'Sign In'
          )}
        </Button>
      </form>

      {session.canUseGoogle ? (
        <>
          <div className="auth-form__divider" role="separator">
            <span>or</span>
          </div>
          <GoogleButton
            busy={busy === 'google'}
            disabled={busy !== null}
            onClick={() => void run('google', () => session.signInWithGoogle())}
          />
        </>
      ) : null}

      <p className="auth-form__switch">
        {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button type="button" className="auth-link" onClick={() => switchMode(isSignUp ? 'sign-in' : 'sign-up')}>
          {isSignUp ? 'Sign In' : 'Sign Up'}
        </button>
      </p>
    </div>
  );
}
