import { createContext, useContext } from 'react';

export type AccountDialogMode = 'sign-in' | 'sign-up';

export interface AccountDialogControls {
  /**
   * Opens the sign-in / sign-up dialog (or, when signed in, the account badge). returnFocusTo: where focus goes
   * after closing, when the element that opened it disappears (a menu item).
   */
  openAccountDialog: (mode?: AccountDialogMode, returnFocusTo?: HTMLElement | null) => void;
  closeAccountDialog: () => void;
}

/**
 * The account dialog lives in the accounts feature and is mounted once in the layout; the menu, the quiz
 * ('show-auth' of spec section 2) and other features open it through this context.
 */
export const AccountDialogContext = createContext<AccountDialogControls | null>(null);

/** Opens and closes the account dialog. Must be used under the app layout. */
export function useAccountDialog(): AccountDialogControls {
  const controls = useContext(AccountDialogContext);
  if (!controls) throw new Error('useAccountDialog() needs the AccountDialogProvider (mounted in the root layout)');
  return controls;
}
