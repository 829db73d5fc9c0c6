import { useMemo, useState, type ReactNode } from 'react';
import { AuthDialogContext, type AuthDialogControls, type AuthDialogMode } from '../../../lib/auth-dialog';
import { AuthDialog } from './auth-dialog';

export interface AuthDialogProviderProps {
  children: ReactNode;
}

/** Mounts the one auth dialog of the page and lets anything below open it with useAuthDialog(). */
export function AuthDialogProvider({ children }: AuthDialogProviderProps) {
  // Each opening gets a fresh dialog (a new key), so it never reopens on a stale reset view.
  const [state, setState] = useState<{
    mode: AuthDialogMode;
    key: number;
    returnFocusRef?: { current: HTMLElement | null };
  } | null>(null);

  const controls = useMemo<AuthDialogControls>(
    () => ({
      openAuthDialog: (mode = 'sign-in', returnFocusTo) =>
        setState((current) => ({
          mode,
          key: (current?.key ?? 0) + 1,
          returnFocusRef: returnFocusTo ? { current: returnFocusTo } : undefined,
        })),
      closeAuthDialog: () => setState(null),
    }),
    [],
  );

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {state ? (
        <AuthDialog
          key={state.key}
          open
          initialMode={state.mode}
          onClose={controls.closeAuthDialog}
          returnFocusRef={state.returnFocusRef}
        />
      ) : null}
    </AuthDialogContext.Provider>
  );
}
