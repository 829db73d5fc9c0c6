import { useRef } from 'react';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import './account-button.css';

/** Header button with the signed-in user's initial; opens the auth dialog's account badge. */
export function AccountButton() {
  const { user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const ref = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  const name = user.displayName || user.email || 'Account';
  return (
    <button
      ref={ref}
      type="button"
      className="account-button"
      aria-label={`Your account: ${name}`}
      title={name}
      onClick={() => openAuthDialog('sign-in', ref.current)}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </button>
  );
}
