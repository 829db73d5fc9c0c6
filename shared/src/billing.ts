import { z } from 'zod';
import { ZUserProfile } from './entities';
import { VALIDATION } from './messages';

/** Contracts of payments: checkout, cancellation, and the billing queue's job. */

export const PURCHASABLE_TIERS = ['essential', 'pro', 'elite'] as const;
export const ZPurchasableTier = z.enum(PURCHASABLE_TIERS, { error: 'Unknown plan' });
export type PurchasableTier = z.infer<typeof ZPurchasableTier>;

export const BILLING_MESSAGES = {
  returnPath: 'Must be a path on this site, starting with /',
  noSubscription: 'You have no active subscription to cancel. Essential and Pro are one-time payments.',
  alreadyCancelled: 'Your subscription is already set to end at the close of the current period.',
  paymentsNotConfigured: 'Payments for this plan are not configured yet. Please try again later.',
  testCheckoutNotice: 'Test payment — no card is charged',
} as const;

/**
 * A return address on this site: a path such as '/settings?tab=plan'. Absolute URLs and protocol-relative
 * '//host' paths are refused so a checkout can never send the buyer to another site.
 */
export const ZSameOriginPath = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, BILLING_MESSAGES.returnPath);

/**
 * POST /api/stripe/create-checkout-session (signed in). priceId is the plan id. The buyer is the bearer token's
 * user: a userId in the body is ignored. successUrl defaults to /payment-success?tier=<tier>; cancelUrl to
 * /settings?tab=plan.
 */
export const ZCreateCheckoutRequest = z.object({
  priceId: z
    .string({ error: VALIDATION.checkoutMissingParameters })
    .trim()
    .min(1, VALIDATION.checkoutMissingParameters)
    .refine((v) => v !== 'starter', VALIDATION.starterNotPurchasable)
    .pipe(ZPurchasableTier),
  successUrl: ZSameOriginPath.optional(),
  cancelUrl: ZSameOriginPath.optional(),
});

/** The hosted checkout to redirect to (Stripe Checkout, or the built-in test checkout page). */
export const ZCreateCheckoutResponse = z.object({ sessionId: z.string().min(1), url: z.string().url() });
export type CreateCheckoutResponse = z.infer<typeof ZCreateCheckoutResponse>;

/** POST /api/billing/cancel-subscription (signed in, no body): the elite subscription ends at the period end. */
export const ZCancelSubscriptionResponse = z.object({
  profile: ZUserProfile,
  cancelAtPeriodEnd: z.boolean(),
  /** ISO time access ends. */
  currentPeriodEnd: z.string().nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof ZCancelSubscriptionResponse>;

/** Queue that applies stored webhook events; one job per event id. */
export const BILLING_QUEUE = 'billing';
export const BILLING_JOB = { name: 'apply-webhook-event', version: 1 } as const;
export const ZBillingJob = z.object({ v: z.literal(1), eventId: z.string().min(1).max(255) });
export type BillingJob = z.infer<typeof ZBillingJob>;

/** Stripe event types the worker applies; any other type is acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** Amount in the smallest currency unit (pence) for a price in GBP. */
export function toMinorUnits(price: number): number {
  return Math.round(price * 100);
}
