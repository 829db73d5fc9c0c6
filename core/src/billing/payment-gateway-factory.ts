import { BILLING_MESSAGES } from '@fcs/shared/billing';
import type { Db } from '../platform/db';
import { AppError } from '../platform/errors';
import type { PaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';
import { createTestGateway } from './test-gateway';

export interface GatewayConfig {
  /** Only production matters: it never gets the test gateway. */
  NODE_ENV?: 'development' | 'production' | 'test';
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_HOST?: string;
  STRIPE_PRICE_ESSENTIAL?: string;
  STRIPE_PRICE_PRO?: string;
  STRIPE_PRICE_ELITE?: string;
}

/** What the operator is told when production runs without Stripe (api and worker log it at start). */
export const PAYMENTS_DISABLED_LOG =
  'payments disabled: NODE_ENV=production and STRIPE_SECRET_KEY is not set, so paid plans are not sold ' +
  '(the built-in test checkout never runs in production); set the STRIPE_* variables to sell plans';

/** Which payment provider this configuration gets (the same answer for api and worker). */
export function paymentsKind(config: GatewayConfig): PaymentGateway['kind'] {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  return config.NODE_ENV === 'production' ? 'disabled' : 'test';
}

/** Production without Stripe: nothing can be bought, and nothing can be re-read. */
function createDisabledGateway(): PaymentGateway {
  const refuse = (): never => {
    throw new AppError('unavailable', BILLING_MESSAGES.paymentsNotConfigured);
  };
  return {
    kind: 'disabled',
    createCustomer: async () => refuse(),
    createCheckoutSession: async () => refuse(),
    retrieveCheckoutSession: async () => refuse(),
    retrieveSubscription: async () => refuse(),
    cancelSubscriptionAtPeriodEnd: async () => refuse(),
  };
}

/**
 * Stripe when a secret key is configured; otherwise the built-in test gateway, except in production, where plans
 * are not sold at all (api and worker alike).
 */
export function createPaymentGateway(config: GatewayConfig, db: Db): PaymentGateway {
  const kind = paymentsKind(config);
  if (kind === 'disabled') return createDisabledGateway();
  if (kind === 'test' || !config.STRIPE_SECRET_KEY) return createTestGateway(db);
  return createStripeGateway({
    secretKey: config.STRIPE_SECRET_KEY,
    apiHost: config.STRIPE_API_HOST,
    prices: {
      essential: config.STRIPE_PRICE_ESSENTIAL,
      pro: config.STRIPE_PRICE_PRO,
      elite: config.STRIPE_PRICE_ELITE,
    },
  });
}
