import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AccountDialogContext, type AccountDialogControls, type AccountDialogMode } from '../../../lib/account-dialog';

// The dialog and its forms (react-hook-form) load apart from the first page: fetched right after it, so
// opening the dialog does not wait.
const loadAccountDialog = () => import('./account-dialog');
const AccountDialog = lazy(() => loadAccountDialog().then((module) => ({ default: module.AccountDialog })));

export interface AccountDialogProviderProps {
  children: ReactNode;
}

/** Mounts the one account dialog of the page and lets anything below open it with useAccountDialog(). */
export function AccountDialogProvider({ children }: AccountDialogProviderProps) {
  // Each opening gets a fresh dialog (a new key), so it never reopens on a stale reset view.
  const [state, setState] = useState<{
    mode: AccountDialogMode;
    key: number;
    returnFocusRef?: { current: HTMLElement | null };
  } | null>(null);

  const controls = useMemo<AccountDialogControls>(
    () => ({
      openAccountDialog: (mode = 'sign-in', returnFocusTo) =>
        setState((current) => ({
          mode,
          key: (current?.key ?? 0) + 1,
          returnFocusRef: returnFocusTo ? { current: returnFocusTo } : undefined,
        })),
      closeAccountDialog: () => setState(null),
    }),
    [],
  );

  useEffect(() => {
    void loadAccountDialog();
  }, []);

  return (
    <AccountDialogContext.Provider value={controls}>
      {children}
      <Suspense fallback={null}>
        {state ? (
          <AccountDialog
            key={state.key}
            open
            initialMode={state.mode}
            onClose={controls.closeAccountDialog}
            returnFocusRef={state.returnFocusRef}
          />
        ) : null}
      </Suspense>
    </AccountDialogContext.Provider>
  );
}
