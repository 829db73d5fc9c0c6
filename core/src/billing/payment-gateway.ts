import type { PurchasableTier } from '@fcs/shared/billing';
import type { Queryable } from '../platform/db';

/** A checkout session as re-read from the payment provider (only what applying it needs). */
export interface CheckoutSnapshot {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  uid: string | null;
  tier: PurchasableTier | null;
  customerId: string | null;
  subscriptionId: string | null;
  amountTotal: number;
  currency: string;
  /** When the session was created (ISO). */
  createdAt: string;
  /**
   * When the provider recorded the payment (ISO), if it says so on the session: the built-in checkout does; for
   * Stripe the verified event's time stands in (checkout.session.completed / async_payment_succeeded).
   */
  paidAt: string | null;
}

/** Stripe's subscription statuses; active and trialing grant the plan. */
export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface SubscriptionSnapshot {
  id: string;
  customerId: string | null;
  uid: string | null;
  tier: PurchasableTier;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

export interface CreateCheckoutInput {
  uid: string;
  tier: PurchasableTier;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
}

/** Reads may run inside the caller's transaction (the embedded gateway reads its own tables). */
export interface ReadContext {
  tx?: Queryable;
}

/**
 * The payment provider behind one interface: Stripe (production) or the built-in test checkout (embedded
 * default). The worker re-reads objects through it, so applying an event never trusts the event's copy.
 */
export interface PaymentGateway {
  /** disabled: production without Stripe keys; every call answers 503 (the test checkout never runs in production). */
  readonly kind: 'stripe' | 'test' | 'disabled';
  createCustomer(input: { uid: string; email: string }): Promise<string>;
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  /** null when the provider does not know the id. */
  retrieveCheckoutSession(id: string, ctx?: ReadContext): Promise<CheckoutSnapshot | null>;
  retrieveSubscription(id: string, ctx?: ReadContext): Promise<SubscriptionSnapshot | null>;
  cancelSubscriptionAtPeriodEnd(id: string, ctx?: ReadContext): Promise<SubscriptionSnapshot>;
}

export function isPurchasableTier(value: unknown): value is PurchasableTier {
  return value === 'essential' || value === 'pro' || value === 'elite';
}
