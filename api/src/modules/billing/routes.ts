import express, { Router, type Request } from 'express';
import { BILLING_MESSAGES } from '@fcs/shared/billing';
import { VALIDATION } from '@fcs/shared/messages';
import { currentUser, requireUser } from '../../platform/auth';
import { publicBaseUrl, type ApiConfig } from '../../platform/config';
import type { Db } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import type { Logger } from '@fcs/core/platform/logger';
import type { BillingQueue } from './billing-queue';
import { cancelSubscription } from './cancel-subscription';
import { createCheckoutSession } from './create-checkout-session';
import type { PaymentGateway } from '@fcs/core/billing/payment-gateway';
import { receiveWebhook } from './receive-webhook';
import {
  cancelTestCheckout,
  findTestCheckoutSession,
  payTestCheckout,
  renderTestCheckoutError,
  renderTestCheckoutPage,
} from './test-checkout';
import { TEST_CHECKOUT_PATH } from '@fcs/core/billing/test-gateway';

export interface BillingDeps {
  config: ApiConfig;
  db: Db;
  logger: Logger;
  gateway: PaymentGateway;
  queue: BillingQueue;
  webhookSecret: string;
}

export const WEBHOOK_PATH = '/api/stripe/webhook';

/** This server's own address as the request reached it (the test checkout posts its event here). */
function selfOrigin(req: Request): string {
  let address = req.socket.localAddress ?? '127.0.0.1';
  if (address.startsWith('::ffff:')) address = address.slice(7);
  if (address === '::' || address === '0.0.0.0') address = '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/**
 * Routes outside the JSON-parsing /api router: the webhook needs the raw body for its signature, and the test
 * checkout is a page of its own. Mount before the api router and before the client's catch-all.
 */
export function billingPublicRoutes(deps: BillingDeps): Router {
  const router = Router();
  router.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    if (deps.gateway.kind === 'disabled') throw new AppError('unavailable', BILLING_MESSAGES.paymentsNotConfigured);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['stripe-signature'];
    res.json(await receiveWebhook(deps, body, typeof signature === 'string' ? signature : undefined));
  });

  if (deps.gateway.kind !== 'test') return router;
  const html = (res: express.Response, status: number, body: string) =>
    res.status(status).type('html').setHeader('cache-control', 'no-store').send(body);
  const pageError = (err: unknown) =>
    err instanceof AppError ? { status: err.status, message: err.message } : undefined;

  router.get(`${TEST_CHECKOUT_PATH}/:id`, async (req, res) => {
    try {
      html(res, 200, renderTestCheckoutPage(await findTestCheckoutSession(deps.db, req.params.id)));
    } catch (err) {
      const e = pageError(err);
      if (!e) throw err;
      html(res, e.status, renderTestCheckoutError(e.message));
    }
  });
  router.post(`${TEST_CHECKOUT_PATH}/:id/pay`, async (req, res) => {
    const id = req.params.id;
    try {
      await findTestCheckoutSession(deps.db, id);
      const paid = await payTestCheckout(deps.db, id, deps.webhookSecret);
      // The same path Stripe uses: a signed event posted to our own webhook endpoint.
      const delivered = await fetch(`${selfOrigin(req)}${WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
        body: paid.payload,
      });
      if (!delivered.ok) {
        req.log.error({ status: delivered.status }, 'test checkout webhook delivery failed');
        html(
          res,
          502,
          renderTestCheckoutPage(
            await findTestCheckoutSession(deps.db, id),
            'The payment could not be recorded. Please try again.',
          ),
        );
        return;
      }
      res.redirect(303, paid.successUrl);
    } catch (err) {
      const e = pageError(err);
      if (!e) throw err;
      html(res, e.status, renderTestCheckoutError(e.message));
    }
  });
  router.post(`${TEST_CHECKOUT_PATH}/:id/cancel`, async (req, res) => {
    try {
      res.redirect(303, await cancelTestCheckout(deps.db, req.params.id));
    } catch (err) {
      const e = pageError(err);
      if (!e) throw err;
      html(res, e.status, renderTestCheckoutError(e.message));
    }
  });
  return router;
}

/** /api/stripe/create-checkout-session and /api/billing/cancel-subscription (signed in). */
export function billingRoutes(deps: BillingDeps): Router {
  const router = Router();
  router.post('/stripe/create-checkout-session', async (req, res) => {
    if (!req.user) throw AppError.unauthorized(VALIDATION.signInToPurchase);
    const baseUrl = publicBaseUrl(deps.config, { origin: req.headers.origin, host: req.headers.host });
    res.json(await createCheckoutSession(deps, currentUser(req), req.body, baseUrl));
  });
  router.post('/billing/cancel-subscription', requireUser, async (req, res) => {
    res.json(await cancelSubscription(deps, currentUser(req)));
  });
  return router;
}
