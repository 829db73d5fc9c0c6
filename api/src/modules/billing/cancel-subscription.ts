import { BILLING_MESSAGES, type CancelSubscriptionResponse } from '@fcs/shared/billing';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import { ensureProfile } from '../profile/ensure-profile';
import { applySubscriptionSnapshot } from '@fcs/core/billing/apply-webhook-event';
import { listSubscriptions, lockBillingUser } from '@fcs/core/billing/billing.repository';
import type { PaymentGateway } from '@fcs/core/billing/payment-gateway';

/**
 * Self-service cancellation (the spec only says "email support"): the elite subscription ends at the close of
 * the period already paid for. The provider's answer is applied at once, so Settings shows it immediately;
 * the provider's customer.subscription.updated webhook later confirms the same state.
 */
export async function cancelSubscription(
  deps: { db: Db; gateway: PaymentGateway },
  user: AuthUser,
): Promise<CancelSubscriptionResponse> {
  await ensureProfile(deps.db, user);
  await deps.db.transaction(async (tx) => {
    await lockBillingUser(tx, user.uid);
    const live = (await listSubscriptions(tx, user.uid)).filter((s) =>
      ['active', 'trialing', 'past_due', 'unpaid'].includes(s.status),
    );
    if (live.length === 0) throw new AppError('conflict', BILLING_MESSAGES.noSubscription);
    const open = live.filter((s) => !s.cancelAtPeriodEnd);
    if (open.length === 0) throw new AppError('conflict', BILLING_MESSAGES.alreadyCancelled);
    for (const s of open) {
      const snapshot = await deps.gateway.cancelSubscriptionAtPeriodEnd(s.id, { tx });
      await applySubscriptionSnapshot(tx, user.uid, snapshot);
    }
  });
  const profile = await ensureProfile(deps.db, user);
  return { profile, cancelAtPeriodEnd: profile.cancelAtPeriodEnd, currentPeriodEnd: profile.currentPeriodEnd };
}
