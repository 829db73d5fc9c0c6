import { ERRORS } from '@fcs/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { AccountDialogProvider } from '../../features/accounts/components/account-dialog-provider';
import type { AccountFormMode } from '../../features/accounts/components/account-form';
import { PaywallProvider } from '../../features/billing/components/paywall-provider';
import type { PaywallSignUpSlotProps } from '../../features/billing/components/paywall-modal';
import { useSession } from '../../lib/session';
import { closeRunSocket } from '../../lib/run-socket-lifecycle';
import { RootLayout } from './root-layout';

// Shown only inside the paywall (itself loaded on demand), so its forms stay out of the first page's code.
const AccountForm = lazy(() =>
  import('../../features/accounts/components/account-form').then((module) => ({ default: module.AccountForm })),
);

/**
 * The account layer of every page: the account dialog (useAccountDialog) and the paywall (usePaywall), whose inline
 * sign-up is the accounts feature's form. Composed here because features never import each other.
 */
export function AccountProviders({ children }: { children: ReactNode }) {
  return (
    // The account dialog offers the plans (usePaywall), so it sits inside the paywall's provider.
    <PaywallProvider SignUpForm={PaywallSignUpForm}>
      <AccountDialogProvider>{children}</AccountDialogProvider>
    </PaywallProvider>
  );
}

function PaywallSignUpForm({ onAuthenticated, signUpLabel }: PaywallSignUpSlotProps) {
  const [mode, setMode] = useState<AccountFormMode>('sign-up');
  return (
    <Suspense fallback={<Spinner label="Loading the sign-up form…" />}>
      <AccountForm
        mode={mode}
        onModeChange={setMode}
        onAuthenticated={onAuthenticated}
        signUpLabel={signUpLabel}
        // Spec section 8: the paywall's sign-up falls back to 'Failed to create account'.
        errorFallback={mode === 'sign-up' ? ERRORS.createAccountFailed : ERRORS.authGeneric}
      />
    </Suspense>
  );
}

/** The root route's component: the page frame inside the account layer. */
export function AccountRootLayout() {
  useForgetCachedDataOnUserChange();
  return (
    <AccountProviders>
      <RootLayout />
    </AccountProviders>
  );
}

/**
 * Cached api answers and the run socket belong to the user who asked: when someone signs out (or another user signs
 * in), reset the cache and close the socket, so the next person never sees the previous one's runs or results and
 * connects with their own token.
 */
function useForgetCachedDataOnUserChange() {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const uid = status === 'loading' ? undefined : (user?.uid ?? null);
  const previous = useRef<string | null | undefined>(undefined);
  // A layout effect: it runs before any passive effect of the same commit, so the pages' effects that open the run
  // socket for the new user (a history list listening for new runs) find the old socket already closed.
  useLayoutEffect(() => {
    if (uid === undefined) return;
    if (previous.current !== undefined && previous.current !== uid) {
      closeRunSocket();
      void queryClient.resetQueries();
    }
    previous.current = uid;
  }, [uid, queryClient]);
}
