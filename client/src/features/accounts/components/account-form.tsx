import { ERRORS } from '@fcs/shared/messages';
import { FormError } from '../../../components/form-field';
import { useSession } from '../../../lib/session';
import { useGoogleSignIn, useIsSigningIn } from '../api/account-mutations';
import { GoogleButton } from './google-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import '../accounts.css';

export type AccountFormMode = 'sign-in' | 'sign-up';

export interface AccountFormProps {
  mode: AccountFormMode;
  onModeChange: (mode: AccountFormMode) => void;
  /** Called once the user is signed in (the session and profile are loaded). */
  onAuthenticated?: () => void;
  /** Shows 'Forgot your password?' in sign-in mode. */
  onForgotPassword?: () => void;
  /** Message when the provider gives none (spec section 8: dialog vs paywall sign-up). */
  errorFallback?: string;
  /** Label of the sign-up submit button (the paywall says what happens next). */
  signUpLabel?: string;
}

/** Sign-in or sign-up with the toggle between them, and Google sign-in where the identity provider offers it. */
export function AccountForm({
  mode,
  onModeChange,
  onAuthenticated,
  onForgotPassword,
  errorFallback = ERRORS.authGeneric,
  signUpLabel = 'Create Account',
}: AccountFormProps) {
  const { canUseGoogle } = useSession();
  const google = useGoogleSignIn({ onSignedIn: onAuthenticated });
  const isSigningIn = useIsSigningIn();
  const isSignUp = mode === 'sign-up';

  return (
    <div className="account-form">
      {/* Each mode is its own form: switching starts it afresh, without the other's messages. */}
      {isSignUp ? (
        <SignUpForm onSignedIn={onAuthenticated} errorFallback={errorFallback} submitLabel={signUpLabel} />
      ) : (
        <SignInForm onSignedIn={onAuthenticated} onForgotPassword={onForgotPassword} errorFallback={errorFallback} />
      )}

      {canUseGoogle ? (
        <>
          <div className="account-form__divider" role="separator">
            <span>or</span>
          </div>
          <GoogleButton busy={google.isPending} disabled={isSigningIn} onClick={() => google.mutate()} />
          <FormError message={google.error ? google.error.message || errorFallback : null} />
        </>
      ) : null}

      <p className="account-form__switch">
        {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          className="account-link"
          onClick={() => {
            google.reset();
            onModeChange(isSignUp ? 'sign-in' : 'sign-up');
          }}
        >
          {isSignUp ? 'Sign In' : 'Sign Up'}
        </button>
      </p>
    </div>
  );
}
