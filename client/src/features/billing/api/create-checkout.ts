import { ZCreateCheckoutResponse, type CreateCheckoutResponse, type PurchasableTier } from '@fcs/shared/billing';
import { ERRORS } from '@fcs/shared/messages';
import { getPlan, isPurchasable, type Tier } from '@fcs/shared/plans';
import { paymentSuccessPath, ROUTES } from '@fcs/shared/routes';
import { purchaseRefusal } from '@fcs/shared/tier-policy';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-transport';
import { savePendingSimulation } from '../../../lib/pending-simulation';
import { sessionStore } from '../../../lib/session';
import { leaveForCheckout } from './leave-for-checkout';

/** POST /api/stripe/create-checkout-session: a hosted checkout (Stripe, or the built-in test checkout) for tier. */
export function createCheckoutSession(tier: PurchasableTier, cancelPath: string): Promise<CreateCheckoutResponse> {
  return apiRequest('/stripe/create-checkout-session', {
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

interface CheckoutRequest extends StartCheckoutOptions {
  tier: Tier;
}

/** A purchase the plan rules refuse before any request (signed out, the free plan, Elite twice). */
class PurchaseRefused extends Error {
  override readonly name = 'PurchaseRefused';
}

export interface CheckoutFailure {
  /** The spec's message ('Failed to initiate payment. Please try again.') or the plan rule's refusal. */
  message: string;
  /** Extra words from the api worth showing under it (e.g. payments not configured). */
  detail: string | null;
}

function describeFailure(error: Error): CheckoutFailure {
  if (error instanceof PurchaseRefused) return { message: error.message, detail: null };
  const useful = isApiError(error) && error.status !== 0 && (error.status < 500 || error.status === 503);
  const detail = useful && error.message && error.message !== ERRORS.paymentFailed ? error.message : null;
  return { message: ERRORS.paymentFailed, detail };
}

async function startCheckoutSession({ tier, jobId = null, cancelPath }: CheckoutRequest): Promise<void> {
  // Read the store, not a render's snapshot: the paywall starts a checkout right after signing up.
  const snapshot = sessionStore.getSnapshot();
  const refusal = purchaseRefusal(snapshot.profile, snapshot.status === 'signed-in', tier);
  if (refusal || tier === 'starter') throw new PurchaseRefused(refusal ?? ERRORS.paymentFailed);
  const { url } = await createCheckoutSession(tier, cancelPath);
  if (jobId) savePendingSimulation(jobId);
  leaveForCheckout(url);
}

/**
 * Starts a purchase: refuses what the plan rules refuse (signed out, starter), sends a plan without a price
 * to /roles, otherwise creates the checkout session and leaves the page for the hosted checkout.
 * `busyTier` is the tier being bought while the request runs and while the page leaves for the checkout.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: startCheckoutSession });
  const { mutate } = mutation;

  // Stable between renders: the paywall starts a checkout from an effect's timer.
  const startCheckout = useCallback(
    (tier: Tier, options: StartCheckoutOptions, onSettled?: () => void): void => {
      if (tier !== 'starter' && !isPurchasable(getPlan(tier))) {
        navigate(ROUTES.quiz);
        return;
      }
      mutate({ tier, ...options }, { onSettled });
    },
    [navigate, mutate],
  );

  return {
    startCheckout,
    busyTier: mutation.isPending || mutation.isSuccess ? (mutation.variables?.tier ?? null) : null,
    isRedirecting: mutation.isSuccess,
    failure: mutation.error ? describeFailure(mutation.error) : null,
  };
}
