import { MAX_SIMULATIONS, TIERS } from '@fcs/shared/plans';
import type { EntitlementColumns, PaymentRecord, SubscriptionRecord } from './billing.repository';

const GRANTING = new Set(['active', 'trialing']);
const OVERDUE = new Set(['past_due', 'unpaid']);

/**
 * The plan a user holds, derived from everything paid so far rather than from the last event seen, so the
 * order in which events arrive cannot change the outcome:
 * an active elite subscription wins; else the one-time purchase (essential or pro) paid last; else an overdue
 * subscription shows as past_due; else a subscription that ended shows as cancelled; else starter.
 */
export function deriveEntitlement(payments: PaymentRecord[], subscriptions: SubscriptionRecord[]): EntitlementColumns {
  const granting = subscriptions.find((s) => GRANTING.has(s.status));
  if (granting) {
    return {
      tier: granting.tier,
      status: 'active',
      maxSimulations: MAX_SIMULATIONS[granting.tier],
      cancelAtPeriodEnd: granting.cancelAtPeriodEnd,
      currentPeriodEnd: granting.currentPeriodEnd,
      subscriptionId: granting.id,
    };
  }
  // Paid in the same instant (Stripe dates events to the second): the higher plan, so the order is deterministic.
  const latest = [...payments]
    .sort(
      (a, b) =>
        Date.parse(a.paidAt) - Date.parse(b.paidAt) ||
        TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) ||
        a.id.localeCompare(b.id),
    )
    .at(-1);
  if (latest) {
    return {
      tier: latest.tier,
      status: 'active',
      maxSimulations: MAX_SIMULATIONS[latest.tier],
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      subscriptionId: null,
    };
  }
  const overdue = subscriptions.find((s) => OVERDUE.has(s.status));
  if (overdue) {
    return {
      tier: overdue.tier,
      status: 'past_due',
      maxSimulations: 0,
      cancelAtPeriodEnd: overdue.cancelAtPeriodEnd,
      currentPeriodEnd: overdue.currentPeriodEnd,
      subscriptionId: overdue.id,
    };
  }
  const ended = subscriptions.find((s) => s.status === 'canceled' || s.status === 'incomplete_expired');
  if (ended) {
    return {
      tier: 'starter',
      status: 'cancelled',
      maxSimulations: 0,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: ended.currentPeriodEnd,
      subscriptionId: null,
    };
  }
  return {
    tier: 'starter',
    status: 'incomplete',
    maxSimulations: 0,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    subscriptionId: null,
  };
}
