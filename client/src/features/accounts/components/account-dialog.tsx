import { useState, type RefObject } from 'react';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import type { AccountDialogMode } from '../../../lib/account-dialog';
import { usePaywall } from '../../../lib/paywall';
import { useSession } from '../../../lib/session';
import { AccountBadge } from './account-badge';
import { AccountForm } from './account-form';
import { ResetRequestForm } from './reset-request-form';
import { ResetSent } from './reset-sent';
import '../accounts.css';

type View = AccountDialogMode | 'reset' | 'reset-sent';

const TITLES: Record<View, string> = {
  'sign-in': 'Sign In',
  'sign-up': 'Create Your Account',
  reset: 'Reset Password',
  'reset-sent': 'Reset Password',
};

export interface AccountDialogProps {
  open: boolean;
  initialMode: AccountDialogMode;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The account dialog of spec section 2: sign-in / sign-up toggle, 'Forgot your password?' → reset view →
 * 'Email Sent!' → 'Back to Login'; when signed in, the account badge with Logout.
 */
export function AccountDialog({ open, initialMode, onClose, returnFocusRef }: AccountDialogProps) {
  const session = useSession();
  const { openPaywall } = usePaywall();
  const [view, setView] = useState<View>(initialMode);
  const [resetEmail, setResetEmail] = useState('');

  const signedIn = session.status === 'signed-in';
  const title = signedIn ? 'Your Account' : TITLES[view];

  let body;
  if (session.status === 'loading') {
    body = <Spinner label="Checking your session…" />;
  } else if (signedIn) {
    body = (
      <AccountBadge
        session={session}
        onNavigate={onClose}
        onLogout={() => {
          void session.signOut();
          onClose();
        }}
      />
    );
  } else if (session.startError) {
    body = (
      <p className="form-error" role="alert">
        Sign-in is unavailable right now ({session.startError}). Please reload the page and try again.
      </p>
    );
  } else if (view === 'reset') {
    body = (
      <ResetRequestForm
        onBack={() => setView('sign-in')}
        onSent={(email) => {
          setResetEmail(email);
          setView('reset-sent');
        }}
      />
    );
  } else if (view === 'reset-sent') {
    body = <ResetSent email={resetEmail} onBack={() => setView('sign-in')} />;
  } else {
    body = (
      <>
        <AccountForm
          mode={view}
          onModeChange={setView}
          onAuthenticated={onClose}
          onForgotPassword={() => setView('reset')}
        />
        <p className="account-dialog__plans">
          Want more than the free simulation?{' '}
          <button
            type="button"
            className="account-link"
            onClick={() => {
              onClose();
              openPaywall();
            }}
          >
            Compare plans
          </button>
        </p>
      </>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} returnFocusRef={returnFocusRef}>
      <div className="account-dialog">{body}</div>
    </Dialog>
  );
}
