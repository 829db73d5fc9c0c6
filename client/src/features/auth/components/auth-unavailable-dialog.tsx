import type { RefObject } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';

export type AuthMode = 'sign-in' | 'sign-up';

const TITLES: Record<AuthMode, string> = { 'sign-in': 'Sign In', 'sign-up': 'Sign Up' };

export interface AuthUnavailableDialogProps {
  /** Which button opened it; null keeps it closed. */
  mode: AuthMode | null;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Stand-in for the auth dialog until accounts exist: it says plainly that signing in is not possible yet.
 * The auth feature replaces this component with the real sign-in/sign-up/reset dialog.
 */
export function AuthUnavailableDialog({ mode, onClose, returnFocusRef }: AuthUnavailableDialogProps) {
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      title={mode ? TITLES[mode] : ''}
      returnFocusRef={returnFocusRef}
      actions={<Button onClick={onClose}>OK</Button>}
    >
      <p>
        {mode === 'sign-up' ? 'Creating an account' : 'Signing in'} is not available yet: accounts are still being
        built.
      </p>
    </Dialog>
  );
}
