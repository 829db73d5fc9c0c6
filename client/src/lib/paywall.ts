import type { MatchedJob } from '@fcs/shared/entities';
import { createContext, useContext } from 'react';

export interface OpenPaywallOptions {
  /** The simulation the user wanted to open; opened after payment. */
  jobId?: string;
  /** The user's ranked matches; the paywall shows the top 3 (spec section 9). */
  topMatches?: readonly MatchedJob[];
}

export interface PaywallControls {
  /** Opens the paywall modal with the plans, the top matches and (when signed out) an inline sign-up form. */
  openPaywall: (options?: OpenPaywallOptions) => void;
  closePaywall: () => void;
}

/**
 * The paywall lives in the billing feature and is mounted once in the layout; other features open it
 * through this context so they never import billing.
 */
export const PaywallContext = createContext<PaywallControls | null>(null);

/** Opens and closes the paywall modal. Must be used under the app layout. */
export function usePaywall(): PaywallControls {
  const controls = useContext(PaywallContext);
  if (!controls) throw new Error('usePaywall() needs the PaywallProvider (mounted in the root layout)');
  return controls;
}
