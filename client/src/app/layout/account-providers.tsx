import { ERRORS } from '@fcs/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AuthDialogProvider } from '../../features/auth/components/auth-dialog-provider';
import { AuthForm, type AuthFormMode } from '../../features/auth/components/auth-form';
import { PaywallProvider } from '../../features/billing/components/paywall-provider';
import type { PaywallAuthSlotProps } from '../../features/billing/components/paywall-modal';
import { useSession } from '../../lib/session';
import { RootLayout } from './root-layout';

/**
 * The account layer of every page: the auth dialog (useAuthDialog) and the paywall (usePaywall), whose inline
 * sign-up is the auth feature's form. Composed here because features never import each other.
 */
export function AccountProviders({ children }: { children: ReactNode }) {
  return (
    // The auth dialog offers the plans (usePaywall), so it sits inside the paywall's provider.
    <PaywallProvider AuthForm={PaywallAuthForm}>
      <AuthDialogProvider>{children}</AuthDialogProvider>
    </PaywallProvider>
  );
}

function PaywallAuthForm({ onAuthenticated, signUpLabel }: PaywallAuthSlotProps) {
  const [mode, setMode] = useState<AuthFormMode>('sign-up');
  return (
    <AuthForm
      mode={mode}
      onModeChange={setMode}
      onAuthenticated={onAuthenticated}
      signUpLabel={signUpLabel}
      // Spec section 8: the paywall's sign-up falls back to 'Failed to create account'.
      errorFallback={mode === 'sign-up' ? ERRORS.createAccountFailed : ERRORS.authGeneric}
    />
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
 * Cached api answers belong to the user who asked: when someone signs out (or another user signs in), reset them so
 * the next person never sees the previous one's runs or results.
 */
function useForgetCachedDataOnUserChange() {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const uid = status === 'loading' ? undefined : (user?.uid ?? null);
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (uid === undefined) return;
    if (previous.current !== undefined && previous.current !== uid) void queryClient.resetQueries();
    previous.current = uid;
  }, [uid, queryClient]);
}
