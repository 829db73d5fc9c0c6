import type { Db } from '../platform/db';
import type { PaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';
import { createTestGateway } from './test-gateway';

export interface GatewayConfig {
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_HOST?: string;
  STRIPE_PRICE_ESSENTIAL?: string;
  STRIPE_PRICE_PRO?: string;
  STRIPE_PRICE_ELITE?: string;
}

/** Stripe when a secret key is configured, otherwise the built-in test gateway (api and worker alike). */
export function createPaymentGateway(config: GatewayConfig, db: Db): PaymentGateway {
  if (!config.STRIPE_SECRET_KEY) return createTestGateway(db);
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
