import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { PaywallContext, type OpenPaywallOptions, type PaywallControls } from '../../../lib/paywall';
import type { PaywallSignUpSlotProps } from './paywall-modal';

// Loaded apart from the first page and fetched right after it, like the account dialog.
const loadPaywallModal = () => import('./paywall-modal');
const PaywallModal = lazy(() => loadPaywallModal().then((module) => ({ default: module.PaywallModal })));

export interface PaywallProviderProps {
  children: ReactNode;
  /** The inline sign-up form (composed by the app from the accounts feature). */
  SignUpForm: ComponentType<PaywallSignUpSlotProps>;
}

/** Mounts the one paywall modal of the page; anything below opens it with usePaywall().openPaywall(). */
export function PaywallProvider({ children, SignUpForm }: PaywallProviderProps) {
  const [state, setState] = useState<{ options: OpenPaywallOptions; key: number } | null>(null);

  const controls = useMemo<PaywallControls>(
    () => ({
      openPaywall: (options = {}) => setState((current) => ({ options, key: (current?.key ?? 0) + 1 })),
      closePaywall: () => setState(null),
    }),
    [],
  );

  useEffect(() => {
    void loadPaywallModal();
  }, []);

  return (
    <PaywallContext.Provider value={controls}>
      {children}
      <Suspense fallback={null}>
        {state ? (
          <PaywallModal
            key={state.key}
            options={state.options}
            onClose={controls.closePaywall}
            SignUpForm={SignUpForm}
          />
        ) : null}
      </Suspense>
    </PaywallContext.Provider>
  );
}
