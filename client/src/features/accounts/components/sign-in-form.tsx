import { ZSignInRequest } from '@fcs/shared/accounts';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { FormError, FormField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { formErrorOf, showServerErrors, useSchemaForm } from '../../../lib/forms';
import { useIsSigningIn, useSignIn } from '../api/account-mutations';

export interface SignInFormProps {
  onSignedIn?: () => void;
  /** Shows 'Forgot your password?'. */
  onForgotPassword?: () => void;
  /** Message when the provider gives none (spec section 8). */
  errorFallback: string;
}

/** E-mail and password, checked with ZSignInRequest (the api's own schema) before the request. */
export function SignInForm({ onSignedIn, onForgotPassword, errorFallback }: SignInFormProps) {
  const id = useId();
  const form = useSchemaForm(ZSignInRequest, { defaultValues: { email: '', password: '' } });
  const { register, formState, setError } = form;
  const signIn = useSignIn({ onSignedIn });
  const isSigningIn = useIsSigningIn();

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => showServerErrors(setError, error, { fields: ['email', 'password'], fallback: errorFallback }),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in">
      <div className="account-form__fields">
        <FormField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <FormField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
      </div>
      {onForgotPassword ? (
        <p className="account-form__forgot">
          <button type="button" className="account-link" onClick={onForgotPassword}>
            Forgot your password?
          </button>
        </p>
      ) : null}
      <FormError message={formErrorOf(form)} />
      <Button type="submit" block disabled={isSigningIn} aria-busy={signIn.isPending}>
        {signIn.isPending ? <Spinner size="sm" label="Signing in…" /> : 'Sign In'}
      </Button>
    </form>
  );
}
