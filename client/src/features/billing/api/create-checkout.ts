import { ZCreateCheckoutResponse, type CreateCheckoutResponse, type PurchasableTier } from '@fcs/shared/billing';
import { ERRORS } from '@fcs/shared/messages';
import { getPlan, isPurchasable, type Tier } from '@fcs/shared/plans';
import { paymentSuccessPath, purchaseRefusal, ROUTES } from '@fcs/shared/tier-policy';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { authFetch } from '../../../lib/auth-api';
import { savePendingSimulation } from '../../../lib/pending-simulation';
import { sessionStore } from '../../../lib/session';
import { leaveForCheckout } from './leave-for-checkout';

/** POST /api/stripe/create-checkout-session: a hosted checkout (Stripe, or the built-in test checkout) for tier. */
export function createCheckoutSession(tier: PurchasableTier, cancelPath: string): Promise<CreateCheckoutResponse> {
  return authFetch('/stripe/create-checkout-session', {
    method: 'POST',
    body: { priceId: tier, successUrl: paymentSuccessPath(tier), cancelUrl: cancelPath },
    schema: ZCreateCheckoutResponse,
  });
}

export interface StartCheckoutOptions {
  /** Simulation to open after payment (remembered in sessionStorage as the pending simulation). */
  jobId?: string | null;
  /** Where the checkout's Cancel returns to (spec: /settings?tab=plan, /about#pricing or /roles). */
  cancelPath: string;
}

export type CheckoutState =
  | { status: 'idle' }
  | { status: 'starting'; tier: Tier }
  | { status: 'redirecting'; tier: Tier }
  | { status: 'error'; tier: Tier; message: string; detail: string | null };

/** Extra words from the api worth showing under the spec's message (e.g. payments not configured). */
function detailOf(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0 || (error.status >= 500 && error.status !== 503)) return null;
  return error.message && error.message !== ERRORS.paymentFailed ? error.message : null;
}

/**
 * Starts a purchase: refuses what the plan rules refuse (signed out, starter), sends a plan without a price
 * to /roles, otherwise creates the checkout session and leaves the page for the hosted checkout.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState>({ status: 'idle' });

  const startCheckout = useCallback(
    async (tier: Tier, { jobId = null, cancelPath }: StartCheckoutOptions): Promise<void> => {
      const plan = getPlan(tier);
      if (tier !== 'starter' && !isPurchasable(plan)) {
        navigate(ROUTES.quiz);
        return;
      }
      // Read the store, not a render's snapshot: the paywall calls this right after signing up.
      const snapshot = sessionStore.getSnapshot();
      const refusal = purchaseRefusal(snapshot.profile, snapshot.status === 'signed-in', tier);
      if (refusal || tier === 'starter') {
        setState({ status: 'error', tier, message: refusal ?? ERRORS.paymentFailed, detail: null });
        return;
      }
      setState({ status: 'starting', tier });
      try {
        const { url } = await createCheckoutSession(tier, cancelPath);
        if (jobId) savePendingSimulation(jobId);
        setState({ status: 'redirecting', tier });
        leaveForCheckout(url);
      } catch (error) {
        setState({ status: 'error', tier, message: ERRORS.paymentFailed, detail: detailOf(error) });
      }
    },
    [navigate],
  );

  return { state, startCheckout, reset: () => setState({ status: 'idle' }) };
}
