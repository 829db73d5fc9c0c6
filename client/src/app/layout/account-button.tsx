import { useRef } from 'react';
import { useAccountDialog } from '../../lib/account-dialog';
import { useSession } from '../../lib/session';
import './account-button.css';

/** Header button with the signed-in user's initial; opens the account dialog's account badge. */
export function AccountButton() {
  const { user } = useSession();
  const { openAccountDialog } = useAccountDialog();
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
      onClick={() => openAccountDialog('sign-in', ref.current)}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </button>
  );
}
