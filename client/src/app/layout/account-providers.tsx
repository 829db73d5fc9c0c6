import { ERRORS } from '@fcs/shared/messages';
import { useState, type ReactNode } from 'react';
import { AuthDialogProvider } from '../../features/auth/components/auth-dialog-provider';
import { AuthForm, type AuthFormMode } from '../../features/auth/components/auth-form';
import { PaywallProvider } from '../../features/billing/components/paywall-provider';
import type { PaywallAuthSlotProps } from '../../features/billing/components/paywall-modal';
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
  return (
    <AccountProviders>
      <RootLayout />
    </AccountProviders>
  );
}
