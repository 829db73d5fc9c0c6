import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { ResetPasswordForm } from '../../features/accounts/components/reset-password-form';

/** /reset-password?token=…: the page the password-reset e-mail links to (Firebase links carry ?oobCode=). */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('oobCode');
  return (
    <Page title="Reset your password" eyebrow="Account" narrow>
      <ResetPasswordForm token={token} />
    </Page>
  );
}
