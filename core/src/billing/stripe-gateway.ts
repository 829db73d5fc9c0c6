import Stripe from 'stripe';
import { BILLING_MESSAGES, type PurchasableTier } from '@fcs/shared/billing';
import { AppError } from '../platform/errors';
import {
  isPurchasableTier,
  type CheckoutSnapshot,
  type PaymentGateway,
  type SubscriptionSnapshot,
  type SubscriptionStatus,
} from './payment-gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  /** host:port of a local stand-in speaking Stripe's API over http (tests); empty: api.stripe.com. */
  apiHost?: string;
  prices?: Partial<Record<PurchasableTier, string>>;
}

/** A Stripe client, pointed at STRIPE_API_HOST when set. */
export function createStripeClient(options: Pick<StripeGatewayOptions, 'secretKey' | 'apiHost'>): Stripe {
  if (!options.apiHost) return new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const [host, port] = options.apiHost.split(':');
  return new Stripe(options.secretKey, {
    host,
    port: port ? Number(port) : 80,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeout: 10_000,
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function subscriptionSnapshot(s: Stripe.Subscription): SubscriptionSnapshot {
  // Since API 2025-03 the period lives on the items; older objects carried it on the subscription.
  const legacyEnd = (s as unknown as { current_period_end?: number }).current_period_end;
  const itemEnds =
    s.items?.data?.map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number') ?? [];
  const end = itemEnds.length > 0 ? Math.max(...itemEnds) : legacyEnd;
  return {
    id: s.id,
    customerId: idOf(s.customer),
    uid: s.metadata?.uid ?? null,
    tier: isPurchasableTier(s.metadata?.tier) ? s.metadata.tier : 'elite',
    status: s.status as SubscriptionStatus,
    cancelAtPeriodEnd: Boolean(s.cancel_at_period_end),
    currentPeriodEnd: end ? new Date(end * 1000).toISOString() : null,
  };
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';
}

/** Stripe Checkout: one-time payments for essential and pro, a monthly subscription for elite. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  return {
    kind: 'stripe',
    async createCustomer({ uid, email }) {
      const customer = await stripe.customers.create({ email, metadata: { uid } });
      return customer.id;
    },
    async createCheckoutSession({ uid, tier, customerId, successUrl, cancelUrl }) {
      const price = options.prices?.[tier];
      if (!price) throw new AppError('unavailable', BILLING_MESSAGES.paymentsNotConfigured);
      const subscription = tier === 'elite';
      const metadata = { uid, tier };
      const session = await stripe.checkout.sessions.create({
        mode: subscription ? 'subscription' : 'payment',
        customer: customerId,
        client_reference_id: uid,
        line_items: [{ price, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata,
        ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      });
      if (!session.url) throw new AppError('unavailable', 'The payment provider did not return a checkout page.');
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      let s: Stripe.Checkout.Session;
      try {
        s = await stripe.checkout.sessions.retrieve(id);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      const snapshot: CheckoutSnapshot = {
        id: s.id,
        mode: s.mode === 'subscription' ? 'subscription' : 'payment',
        status: (s.status ?? 'open') as CheckoutSnapshot['status'],
        paymentStatus:
          s.payment_status === 'paid'
            ? 'paid'
            : s.payment_status === 'no_payment_required'
              ? 'no_payment_required'
              : 'unpaid',
        uid: s.client_reference_id ?? s.metadata?.uid ?? null,
        tier: isPurchasableTier(s.metadata?.tier) ? s.metadata.tier : null,
        customerId: idOf(s.customer),
        subscriptionId: idOf(s.subscription),
        amountTotal: s.amount_total ?? 0,
        currency: s.currency ?? 'gbp',
        createdAt: new Date(s.created * 1000).toISOString(),
        paidAt: null,
      };
      return snapshot;
    },
    async retrieveSubscription(id) {
      try {
        return subscriptionSnapshot(await stripe.subscriptions.retrieve(id));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async cancelSubscriptionAtPeriodEnd(id) {
      return subscriptionSnapshot(await stripe.subscriptions.update(id, { cancel_at_period_end: true }));
    },
  };
}
