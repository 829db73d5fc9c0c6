import { ROUTES } from '@fcs/shared/routes';
import { ZPasswordResetConfirm } from '@fcs/shared/accounts';
import { ERRORS } from '@fcs/shared/messages';
import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { FormError, FormField } from '../../../components/form-field';
import { Panel } from '../../../components/panel';
import { Spinner } from '../../../components/spinner';
import { useAccountDialog } from '../../../lib/account-dialog';
import { formErrorOf, showServerErrors, useSchemaForm } from '../../../lib/forms';
import { useConfirmPasswordReset } from '../api/account-mutations';
import '../accounts.css';

export interface ResetPasswordFormProps {
  /** The token from the e-mailed link (built-in accounts: ?token=, Firebase: ?oobCode=). */
  token: string | null;
}

const FIELDS = ['token', 'password', 'confirmPassword'] as const;

/** The page behind the reset link: a new password twice, then signed in (built-in accounts) or back to sign-in. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const id = useId();
  const { openAccountDialog } = useAccountDialog();
  const form = useSchemaForm(ZPasswordResetConfirm, {
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  const { register, formState, setError } = form;
  const confirm = useConfirmPasswordReset();
  const done = confirm.isSuccess ? (confirm.data ? 'signed-in' : 'sign-in-needed') : null;

  if (!token) {
    return (
      <Panel
        title="This link is incomplete"
        tone="subtle"
        actions={<Button onClick={() => openAccountDialog('sign-in')}>Request a new link</Button>}
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
              <ButtonLink to={ROUTES.quiz}>Continue to the Career Quiz</ButtonLink>
              <ButtonLink to={ROUTES.settings} variant="secondary">
                Go to Settings
              </ButtonLink>
            </>
          ) : (
            <Button onClick={() => openAccountDialog('sign-in')}>Sign In</Button>
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

  const submit = form.handleSubmit((values) =>
    confirm.mutate(values, {
      onError: (error) => showServerErrors(setError, error, { fields: FIELDS, fallback: ERRORS.authGeneric }),
    }),
  );
  // A bad token is nothing the user can type: its reason (from the schema or the api) is the form's message.
  const formError = formState.errors.token?.message ?? formErrorOf(form);

  return (
    <Panel title="Choose a new password" description="Use at least 6 characters. The link works once.">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="account-form"
        aria-label="Choose a new password"
      >
        <div className="account-form__fields">
          <FormField
            id={`${id}-password`}
            label="New password"
            type="password"
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <FormField
            id={`${id}-confirmPassword`}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <FormError message={formError} />
        <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
          {confirm.isPending ? <Spinner size="sm" label="Saving…" /> : 'Save New Password'}
        </Button>
      </form>
    </Panel>
  );
}
