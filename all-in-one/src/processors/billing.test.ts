import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, ZCancelSubscriptionResponse, ZCreateCheckoutResponse } from '@fcs/shared/billing';
import { ZProfileResponse, type ProfileResponse } from '@fcs/shared/accounts';
import { createLogger } from '@fcs/core/platform/logger';
import { createTestDb, TEST_DB_KINDS } from '@fcs/core/testing/db';
import { startTestApi, type TestApi } from '@fcs/api/testing/app';
import { startFakeStripe, type FakeStripe } from '@fcs/core/testing/fake-stripe';
import { startBillingProcessor } from '@fcs/worker/processors/billing';

const PRICES = {
  price_essential: { unit_amount: 499, recurring: false },
  price_pro: { unit_amount: 799, recurring: false },
  price_elite: { unit_amount: 1499, recurring: true },
};
const logger = createLogger({ level: 'silent' });

type Db = Awaited<ReturnType<typeof createTestDb>>;

async function waitProcessed(db: Db, eventId: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.query<{ processed_at: string | null; outcome: string | null; last_error: string | null }>(
      'SELECT processed_at, outcome, last_error FROM webhook_events WHERE id = $1',
      [eventId],
    );
    if (rows[0]?.processed_at) return rows[0].outcome!;
    if (Date.now() > deadline) throw new Error(`event ${eventId} not processed: ${JSON.stringify(rows[0])}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function profileOf(api: TestApi, uid: string): Promise<ProfileResponse> {
  const res = await fetch(`${api.url}/api/profile`, { headers: await api.authHeader(uid) });
  return ZProfileResponse.parse(await res.json());
}

async function checkout(api: TestApi, uid: string, priceId: string) {
  const res = await fetch(`${api.url}/api/stripe/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await api.authHeader(uid)) },
    body: JSON.stringify({ priceId }),
  });
  expect(res.status).toBe(200);
  return ZCreateCheckoutResponse.parse(await res.json());
}

describe.each(TEST_DB_KINDS)('billing worker with Stripe (%s)', (kind) => {
  let db: Db;
  let fake: FakeStripe;
  let api: TestApi;
  let processor: ReturnType<typeof startBillingProcessor>;
  let n = 0;
  const newUid = () => `w${++n}-${Date.now()}`;

  beforeAll(async () => {
    db = await createTestDb(kind);
    fake = await startFakeStripe({ prices: PRICES });
    const stripeEnv = { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_API_HOST: fake.apiHost };
    api = await startTestApi(db, {
      ...stripeEnv,
      PUBLIC_URL: 'https://app.example.test',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PRICE_ESSENTIAL: 'price_essential',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_ELITE: 'price_elite',
    });
    processor = startBillingProcessor({
      db,
      logger,
      redisUrl: api.config.REDIS_URL,
      prefix: api.config.REDIS_PREFIX,
      config: stripeEnv,
    });
  });
  afterAll(async () => {
    await processor.close();
    await api.stop();
    await fake.close();
    await db.drop();
  });

  async function deliver(event: { payload: string; signature: string }) {
    const res = await fetch(`${api.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    return res.status;
  }

  it('when the same checkout.session.completed is delivered 10 times, then the user is upgraded once', async () => {
    const uid = newUid();
    const session = await checkout(api, uid, 'pro');
    const completed = fake.completeSession(session.sessionId);
    const event = fake.signedEvent('checkout.session.completed', completed);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await waitProcessed(db, event.eventId)).toBe('applied');

    expect(await db.query('SELECT deliveries FROM webhook_events WHERE id = $1', [event.eventId])).toEqual([
      { deliveries: 10 },
    ]);
    const payments = await db.query<{ id: string; tier: string; amount_total: number }>(
      'SELECT id, tier, amount_total FROM payments WHERE uid = $1',
      [uid],
    );
    expect(payments).toEqual([{ id: session.sessionId, tier: 'pro', amount_total: 799 }]);
    expect(await profileOf(api, uid)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      maxSimulations: 12,
    });
    // Re-read from Stripe, never trusted from the event: one GET of the session.
    expect(
      fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.sessionId}`).length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('when checkout.session.completed arrives for a session that is not paid, then nothing is upgraded', async () => {
    const uid = newUid();
    const session = await checkout(api, uid, 'essential');
    // A forged-looking copy says "paid"; the re-read from Stripe says otherwise.
    const event = fake.signedEvent('checkout.session.completed', {
      ...fake.sessions.get(session.sessionId)!,
      status: 'complete',
      payment_status: 'paid',
    });
    expect(await deliver(event)).toBe(200);
    expect(await waitProcessed(db, event.eventId)).toBe('not_paid');
    expect(await profileOf(api, uid)).toMatchObject({
      subscriptionTier: 'starter',
      subscriptionStatus: 'incomplete',
      maxSimulations: 0,
    });
  });

  it('when subscription.deleted arrives before checkout.completed, then the user still ends cancelled', async () => {
    const uid = newUid();
    const session = await checkout(api, uid, 'elite');
    const completed = fake.completeSession(session.sessionId);
    const subscription = fake.updateSubscription(completed.subscription as string, { status: 'canceled' });

    const deleted = fake.signedEvent('customer.subscription.deleted', subscription);
    expect(await deliver(deleted)).toBe(200);
    expect(await waitProcessed(db, deleted.eventId)).toBe('applied');
    expect(await profileOf(api, uid)).toMatchObject({ subscriptionTier: 'starter', subscriptionStatus: 'cancelled' });

    const checkoutCompleted = fake.signedEvent('checkout.session.completed', {
      ...completed,
      subscription: completed.subscription,
    });
    expect(await deliver(checkoutCompleted)).toBe(200);
    expect(await waitProcessed(db, checkoutCompleted.eventId)).toBe('applied');
    expect(await profileOf(api, uid)).toMatchObject({
      subscriptionTier: 'starter',
      subscriptionStatus: 'cancelled',
      maxSimulations: 0,
    });
  });

  it('when an elite subscription starts, fails a payment and recovers, then the profile follows elite → past_due → elite', async () => {
    const uid = newUid();
    const session = await checkout(api, uid, 'elite');
    const completed = fake.completeSession(session.sessionId);
    const subId = completed.subscription as string;
    const started = fake.signedEvent('checkout.session.completed', completed);
    await deliver(started);
    await waitProcessed(db, started.eventId);
    const elite = await profileOf(api, uid);
    expect(elite).toMatchObject({
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      maxSimulations: -1,
      cancelAtPeriodEnd: false,
    });
    expect(Date.parse(elite.currentPeriodEnd!)).toBeGreaterThan(Date.now() + 20 * 86_400_000);

    fake.updateSubscription(subId, { status: 'past_due' });
    // API 2025-03+ shape: the subscription sits under parent.subscription_details.
    const failed = fake.signedEvent('invoice.payment_failed', {
      id: 'in_failed',
      object: 'invoice',
      customer: completed.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subId, metadata: { uid } } },
    });
    await deliver(failed);
    expect(await waitProcessed(db, failed.eventId)).toBe('applied');
    expect(await profileOf(api, uid)).toMatchObject({
      subscriptionTier: 'elite',
      subscriptionStatus: 'past_due',
      maxSimulations: 0,
    });

    fake.updateSubscription(subId, { status: 'active' });
    // Older shape, and no uid hint: the user is found by the Stripe customer id.
    const paid = fake.signedEvent('invoice.paid', {
      id: 'in_paid',
      object: 'invoice',
      customer: completed.customer,
      subscription: subId,
    });
    await deliver(paid);
    expect(await waitProcessed(db, paid.eventId)).toBe('applied');
    expect(await profileOf(api, uid)).toMatchObject({
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      maxSimulations: -1,
    });
  });

  it('when an elite user cancels in Settings, then Stripe is told to cancel at period end and the profile shows it', async () => {
    const uid = newUid();
    const session = await checkout(api, uid, 'elite');
    const completed = fake.completeSession(session.sessionId);
    const started = fake.signedEvent('checkout.session.completed', completed);
    await deliver(started);
    await waitProcessed(db, started.eventId);

    const res = await fetch(`${api.url}/api/billing/cancel-subscription`, {
      method: 'POST',
      headers: await api.authHeader(uid),
    });
    expect(res.status).toBe(200);
    const body = ZCancelSubscriptionResponse.parse(await res.json());
    expect(body).toMatchObject({
      cancelAtPeriodEnd: true,
      profile: { subscriptionTier: 'elite', subscriptionStatus: 'active', cancelAtPeriodEnd: true },
    });
    const update = fake.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${completed.subscription as string}`,
    );
    expect(update?.body).toEqual({ cancel_at_period_end: 'true' });

    // Stripe's own notification of the change, and later the end of the period.
    const updated = fake.signedEvent(
      'customer.subscription.updated',
      fake.subscriptions.get(completed.subscription as string)!,
    );
    await deliver(updated);
    await waitProcessed(db, updated.eventId);
    expect(await profileOf(api, uid)).toMatchObject({ subscriptionTier: 'elite', cancelAtPeriodEnd: true });

    const again = await fetch(`${api.url}/api/billing/cancel-subscription`, {
      method: 'POST',
      headers: await api.authHeader(uid),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      BILLING_MESSAGES.alreadyCancelled,
    );

    const ended = fake.signedEvent(
      'customer.subscription.deleted',
      fake.updateSubscription(completed.subscription as string, { status: 'canceled' }),
    );
    await deliver(ended);
    await waitProcessed(db, ended.eventId);
    expect(await profileOf(api, uid)).toMatchObject({ subscriptionTier: 'starter', subscriptionStatus: 'cancelled' });
  });

  it('when a user with no subscription asks to cancel, then 409 explains one-time plans', async () => {
    const res = await fetch(`${api.url}/api/billing/cancel-subscription`, {
      method: 'POST',
      headers: await api.authHeader(newUid()),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(BILLING_MESSAGES.noSubscription);
  });

  it('when a webhook has a bad signature, then 400 and the profile does not change', async () => {
    const uid = newUid();
    const session = await checkout(api, uid, 'pro');
    const completed = fake.completeSession(session.sessionId);
    const event = fake.signedEvent('checkout.session.completed', completed);
    const forged = event.signature.replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    expect(forged).not.toBe(event.signature);
    const status = await deliver({ payload: event.payload, signature: forged });
    expect(status).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(await db.query('SELECT id FROM webhook_events WHERE id = $1', [event.eventId])).toEqual([]);
    expect(await profileOf(api, uid)).toMatchObject({ subscriptionTier: 'starter', subscriptionStatus: 'incomplete' });
  });

  it('when an unknown event type arrives, then it is acknowledged and ignored', async () => {
    const uid = newUid();
    const event = fake.signedEvent('payment_intent.created', {
      id: 'pi_1',
      object: 'payment_intent',
      metadata: { uid },
    });
    expect(await deliver(event)).toBe(200);
    expect(await waitProcessed(db, event.eventId)).toBe('ignored');
    expect(await profileOf(api, uid)).toMatchObject({ subscriptionTier: 'starter', subscriptionStatus: 'incomplete' });
  });
});

describe('billing worker with the built-in test checkout', () => {
  let db: Db;
  let api: TestApi;
  let processor: ReturnType<typeof startBillingProcessor>;
  let n = 0;
  const newUid = () => `t${++n}-${Date.now()}`;

  beforeAll(async () => {
    db = await createTestDb('pglite');
    api = await startTestApi(db);
    // No Stripe key: the worker re-reads test sessions from the database and never calls Stripe.
    processor = startBillingProcessor({
      db,
      logger,
      redisUrl: api.config.REDIS_URL,
      prefix: api.config.REDIS_PREFIX,
      config: {},
    });
  });
  afterAll(async () => {
    await processor.close();
    await api.stop();
    await db.drop();
  });

  const eventIdOf = (sessionId: string) => `evt_${sessionId}`;

  it('when a user pays for Pro on the test checkout, then a signed event goes through the webhook and the plan is active', async () => {
    const uid = newUid();
    const session = await checkout(api, uid, 'pro');
    expect(session.url).toBe(`${api.url}/test-checkout/${session.sessionId}`);

    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Test payment — no card is charged');
    expect(html).toContain('Pro plan');
    expect(html).toContain('£7.99');
    expect(html).toContain(`${uid}@example.test`);

    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${api.url}/payment-success?tier=pro`);
    expect(await waitProcessed(db, eventIdOf(session.sessionId))).toBe('applied');
    expect(await profileOf(api, uid)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      maxSimulations: 12,
    });

    // Paying again (back button, double click) redelivers the same event id: stored once, upgraded once.
    expect((await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(
      await db.query('SELECT deliveries FROM webhook_events WHERE id = $1', [eventIdOf(session.sessionId)]),
    ).toEqual([{ deliveries: 2 }]);
    expect(await db.query('SELECT id FROM payments WHERE uid = $1', [uid])).toHaveLength(1);
  });

  it('when the user presses Cancel, then they go back to the cancel URL and the session cannot be paid', async () => {
    const uid = newUid();
    const session = await checkout(api, uid, 'essential');
    const cancelled = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${api.url}/settings?tab=plan`);
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(409);
    expect(await profileOf(api, uid)).toMatchObject({ subscriptionTier: 'starter' });
  });

  it('when an unknown test session is opened, then a 404 page', async () => {
    expect((await fetch(`${api.url}/test-checkout/cs_test_doesnotexist123`)).status).toBe(404);
  });

  it('when Elite is paid on the test checkout and then cancelled in Settings, then it ends at the period end', async () => {
    const uid = newUid();
    const session = await checkout(api, uid, 'elite');
    expect(await (await fetch(session.url)).text()).toContain('per month');
    await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    await waitProcessed(db, eventIdOf(session.sessionId));
    expect(await profileOf(api, uid)).toMatchObject({
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      maxSimulations: -1,
    });

    const res = await fetch(`${api.url}/api/billing/cancel-subscription`, {
      method: 'POST',
      headers: await api.authHeader(uid),
    });
    expect(res.status).toBe(200);
    const body = ZCancelSubscriptionResponse.parse(await res.json());
    expect(body.cancelAtPeriodEnd).toBe(true);
    expect(body.profile).toMatchObject({
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(Date.parse(body.currentPeriodEnd!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });
});
