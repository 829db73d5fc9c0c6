import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { Router } from 'express';
import { resolveAuthSecret } from '../../platform/auth';
import type { ApiConfig } from '../../platform/config';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import type { Redis } from '@fcs/core/platform/redis';
import { createBillingQueue } from './billing-queue';
import { createPaymentGateway, PAYMENTS_DISABLED_LOG } from '@fcs/core/billing/payment-gateway-factory';
import { billingPublicRoutes, billingRoutes } from './routes';

export interface BillingModule {
  /** Mount on the app before the JSON-parsing /api router (raw-body webhook, test checkout page). */
  publicRoutes: Router;
  /** Mount inside the /api router. */
  routes: Router;
  close(): Promise<void>;
}

/**
 * Payments as the configuration asks: Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout, except
 * under NODE_ENV=production, where plans are then not sold at all (logged at start, 503 on checkout and webhook).
 */
export function createBillingModule(deps: { config: ApiConfig; db: Db; redis: Redis; logger: Logger }): BillingModule {
  const { config } = deps;
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (the whsec_... secret of the webhook endpoint).',
    );
  }
  // Without Stripe, the test checkout signs its events with a secret of its own: derived from AUTH_SECRET when
  // one is configured, else generated once under DATA_DIR.
  const webhookSecret =
    config.STRIPE_WEBHOOK_SECRET ??
    (config.AUTH_SECRET
      ? `whsec_${createHmac('sha256', config.AUTH_SECRET).update('test-checkout-webhook').digest('base64url')}`
      : resolveAuthSecret(undefined, join(config.DATA_DIR, 'test-webhook-secret')));
  const gateway = createPaymentGateway(config, deps.db);
  if (gateway.kind === 'disabled') deps.logger.error(PAYMENTS_DISABLED_LOG);
  const queue = createBillingQueue(deps.redis, config.REDIS_PREFIX);
  const billing = { ...deps, gateway, queue, webhookSecret };
  return { publicRoutes: billingPublicRoutes(billing), routes: billingRoutes(billing), close: () => queue.close() };
}
