import { createContext, useContext } from 'react';

export type AuthDialogMode = 'sign-in' | 'sign-up';

export interface AuthDialogControls {
  /**
   * Opens the sign-in / sign-up dialog (or, when signed in, the account badge). returnFocusTo: where focus goes
   * after closing, when the element that opened it disappears (a menu item).
   */
  openAuthDialog: (mode?: AuthDialogMode, returnFocusTo?: HTMLElement | null) => void;
  closeAuthDialog: () => void;
}

/**
 * The auth dialog lives in the auth feature and is mounted once in the layout; the menu, the quiz
 * ('show-auth' of spec section 2) and other features open it through this context.
 */
export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** Opens and closes the auth dialog. Must be used under the app layout. */
export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog() needs the AuthDialogProvider (mounted in the root layout)');
  return controls;
}
