import { ZCreateCheckoutRequest, type CreateCheckoutResponse } from '@fcs/shared/billing';
import { paymentSuccessPath, settingsPath } from '@fcs/shared/routes';
import { purchaseRefusal } from '@fcs/shared/tier-policy';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { ensureProfile } from '../profile/ensure-profile';
import { setCustomerIdIfMissing } from '@fcs/core/billing/billing.repository';
import type { PaymentGateway } from '@fcs/core/billing/payment-gateway';

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
}

/**
 * Starts a hosted checkout for the signed-in user: payment mode for essential and pro, subscription for elite.
 * The buyer is the token's user; return addresses are paths on this site, made absolute with baseUrl.
 */
export async function createCheckoutSession(
  deps: CheckoutDeps,
  user: AuthUser,
  body: unknown,
  baseUrl: string,
): Promise<CreateCheckoutResponse> {
  const input = parseInput(ZCreateCheckoutRequest, body);
  const tier = input.priceId;
  const profile = await ensureProfile(deps.db, user);
  const refusal = purchaseRefusal(profile, true, tier);
  if (refusal) throw new AppError('conflict', refusal);

  let customerId = profile.stripeCustomerId;
  if (!customerId) {
    const created = await deps.gateway.createCustomer({ uid: user.uid, email: profile.email });
    // Two checkouts started at once both create a customer; the first one stored wins for both.
    customerId = (await setCustomerIdIfMissing(deps.db, user.uid, created)) ?? created;
  }
  const session = await deps.gateway.createCheckoutSession({
    uid: user.uid,
    tier,
    customerId,
    successUrl: `${baseUrl}${input.successUrl ?? paymentSuccessPath(tier)}`,
    cancelUrl: `${baseUrl}${input.cancelUrl ?? settingsPath('plan')}`,
  });
  return { sessionId: session.id, url: session.url };
}
