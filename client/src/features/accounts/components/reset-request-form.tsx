import { ZPasswordResetRequest } from '@fcs/shared/accounts';
import { ERRORS } from '@fcs/shared/messages';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { FormError, FormField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { formErrorOf, showServerErrors, useSchemaForm } from '../../../lib/forms';
import { useRequestPasswordReset } from '../api/account-mutations';

export interface ResetRequestFormProps {
  onSent: (email: string) => void;
  onBack: () => void;
}

/** 'Forgot your password?': asks for the e-mail address (ZPasswordResetRequest) and requests a reset link. */
export function ResetRequestForm({ onSent, onBack }: ResetRequestFormProps) {
  const id = useId();
  const form = useSchemaForm(ZPasswordResetRequest, { defaultValues: { email: '' } });
  const { register, formState, setError } = form;
  const request = useRequestPasswordReset();

  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: onSent,
      onError: (error) => showServerErrors(setError, error, { fields: ['email'], fallback: ERRORS.resetEmailFailed }),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="account-form" aria-label="Reset password">
      <p className="account-form__intro">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
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
      </div>
      <FormError message={formErrorOf(form)} />
      <Button type="submit" block disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? <Spinner size="sm" label="Sending…" /> : 'Send Reset Link'}
      </Button>
      <p className="account-form__switch">
        <button type="button" className="account-link" onClick={onBack}>
          Back to Login
        </button>
      </p>
    </form>
  );
}
