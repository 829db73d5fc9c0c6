import { ZSignUpRequest } from '@fcs/shared/accounts';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { FormError, FormField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { formErrorOf, showServerErrors, useSchemaForm } from '../../../lib/forms';
import { useIsSigningIn, useSignUp } from '../api/account-mutations';

export interface SignUpFormProps {
  onSignedIn?: () => void;
  /** Message when the provider gives none (spec section 8: dialog vs paywall sign-up). */
  errorFallback: string;
  /** Label of the submit button (the paywall says what happens next). */
  submitLabel: string;
}

const FIELDS = ['displayName', 'email', 'password', 'confirmPassword'] as const;

/**
 * Sign-up, checked with ZSignUpRequest, the schema the api parses the same request with: the spec section 5
 * messages show beside each field before anything is sent, and the api's own field reasons land in the same places.
 */
export function SignUpForm({ onSignedIn, errorFallback, submitLabel }: SignUpFormProps) {
  const id = useId();
  const form = useSchemaForm(ZSignUpRequest, {
    defaultValues: { displayName: '', email: '', password: '', confirmPassword: '', marketingOptIn: false },
  });
  const { register, formState, setError } = form;
  const signUp = useSignUp({ onSignedIn });
  const isSigningIn = useIsSigningIn();

  const submit = form.handleSubmit((details) =>
    signUp.mutate(details, {
      onError: (error) => showServerErrors(setError, error, { fields: FIELDS, fallback: errorFallback }),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign up">
      <div className="account-form__fields">
        <FormField
          id={`${id}-displayName`}
          label="Display name"
          autoComplete="name"
          error={formState.errors.displayName?.message}
          {...register('displayName')}
        />
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
          autoComplete="new-password"
          hint="At least 6 characters."
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <FormField
          id={`${id}-confirmPassword`}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <label className="account-form__checkbox">
          <input type="checkbox" {...register('marketingOptIn')} />
          <span>Email me career tips and product news (optional, unsubscribe any time)</span>
        </label>
      </div>
      <FormError message={formErrorOf(form)} />
      <Button type="submit" block disabled={isSigningIn} aria-busy={signUp.isPending}>
        {signUp.isPending ? <Spinner size="sm" label="Creating account…" /> : submitLabel}
      </Button>
    </form>
  );
}
