import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { PaywallContext, type OpenPaywallOptions, type PaywallControls } from '../../../lib/paywall';
import { PaywallModal, type PaywallAuthSlotProps } from './paywall-modal';

export interface PaywallProviderProps {
  children: ReactNode;
  /** The inline sign-up form (composed by the app from the auth feature). */
  AuthForm: ComponentType<PaywallAuthSlotProps>;
}

/** Mounts the one paywall modal of the page; anything below opens it with usePaywall().openPaywall(). */
export function PaywallProvider({ children, AuthForm }: PaywallProviderProps) {
  const [state, setState] = useState<{ options: OpenPaywallOptions; key: number } | null>(null);

  const controls = useMemo<PaywallControls>(
    () => ({
      openPaywall: (options = {}) => setState((current) => ({ options, key: (current?.key ?? 0) + 1 })),
      closePaywall: () => setState(null),
    }),
    [],
  );

  return (
    <PaywallContext.Provider value={controls}>
      {children}
      {state ? (
        <PaywallModal key={state.key} options={state.options} onClose={controls.closePaywall} AuthForm={AuthForm} />
      ) : null}
    </PaywallContext.Provider>
  );
}
