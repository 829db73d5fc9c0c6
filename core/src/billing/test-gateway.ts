import { randomBytes } from 'node:crypto';
import { toMinorUnits } from '@fcs/shared/billing';
import { CURRENCY, getPlan } from '@fcs/shared/plans';
import type { Db } from '../platform/db';
import { AppError } from '../platform/errors';
import {
  findTestCheckout,
  findTestSubscription,
  insertTestCheckout,
  setTestSubscriptionCancelAtPeriodEnd,
  testCheckoutSnapshot,
} from './billing.repository';
import type { PaymentGateway } from './payment-gateway';

/** The page of the built-in test checkout, served by the api. */
export const TEST_CHECKOUT_PATH = '/test-checkout';

export function testId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/**
 * The embedded default when no Stripe key is configured: sessions and subscriptions live in this database and
 * the checkout is a page of the api (see test-checkout.ts). Nothing is charged.
 */
export function createTestGateway(db: Db): PaymentGateway {
  return {
    kind: 'test',
    async createCustomer() {
      return testId('cus');
    },
    async createCheckoutSession({ uid, tier, customerId, successUrl, cancelUrl }) {
      const plan = getPlan(tier);
      const id = testId('cs');
      await insertTestCheckout(db, {
        id,
        uid,
        tier,
        mode: plan.isSubscription ? 'subscription' : 'payment',
        amountTotal: toMinorUnits(plan.price),
        currency: CURRENCY.toLowerCase(),
        customerId,
        successUrl,
        cancelUrl,
      });
      // The page lives on the same site as the return addresses.
      return { id, url: `${new URL(successUrl).origin}${TEST_CHECKOUT_PATH}/${id}` };
    },
    async retrieveCheckoutSession(id, ctx) {
      const row = await findTestCheckout(ctx?.tx ?? db, id);
      return row ? testCheckoutSnapshot(row) : null;
    },
    async retrieveSubscription(id, ctx) {
      return findTestSubscription(ctx?.tx ?? db, id);
    },
    async cancelSubscriptionAtPeriodEnd(id, ctx) {
      const snapshot = await setTestSubscriptionCancelAtPeriodEnd(ctx?.tx ?? db, id);
      if (!snapshot) throw AppError.notFound('Subscription not found');
      return snapshot;
    },
  };
}
