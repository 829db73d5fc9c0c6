import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_QUEUE, ZCreateCheckoutResponse } from '@fcs/shared/billing';
import { VALIDATION } from '@fcs/shared/messages';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { createTestDb } from '@fcs/core/testing/db';
import { startTestApi, type TestApi } from '../../testing/app';
import { startFakeStripe, type FakeStripe } from '@fcs/core/testing/fake-stripe';

const PRICES = {
  price_essential: { unit_amount: 499, recurring: false },
  price_pro: { unit_amount: 799, recurring: false },
  price_elite: { unit_amount: 1499, recurring: true },
};

describe('checkout and webhook endpoints (Stripe adapter against a local Stripe stand-in)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let fake: FakeStripe;
  let api: TestApi;
  let redis: Redis;
  let queue: Queue;
  let n = 0;
  const newUid = () => `b${++n}-${Date.now()}`;

  beforeAll(async () => {
    db = await createTestDb('pglite');
    fake = await startFakeStripe({ prices: PRICES });
    api = await startTestApi(db, {
      PUBLIC_URL: 'https://app.example.test',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_API_HOST: fake.apiHost,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PRICE_ESSENTIAL: 'price_essential',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_ELITE: 'price_elite',
    });
    redis = createRedis(api.config.REDIS_URL);
    queue = new Queue(BILLING_QUEUE, { connection: redis, prefix: api.config.REDIS_PREFIX });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await redis.quit();
    await api.stop();
    await fake.close();
    await db.drop();
  });

  async function checkout(uid: string | null, body: unknown) {
    const res = await fetch(`${api.url}/api/stripe/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(uid ? await api.authHeader(uid) : {}) },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & {
        error?: { message: string; fields?: Record<string, string> };
      },
    };
  }
  const sessionRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

  it('when signed out, then 401 "Please sign in first to purchase a plan"', async () => {
    const r = await checkout(null, { priceId: 'pro' });
    expect(r.status).toBe(401);
    expect(r.body.error?.message).toBe(VALIDATION.signInToPurchase);
  });

  it('when the plan is missing or starter, then 400 with the spec messages and nothing reaches Stripe', async () => {
    const before = fake.requests.length;
    expect((await checkout(newUid(), {})).body.error?.fields).toEqual({
      priceId: VALIDATION.checkoutMissingParameters,
    });
    expect((await checkout(newUid(), { priceId: 'starter' })).body.error?.fields).toEqual({
      priceId: VALIDATION.starterNotPurchasable,
    });
    expect((await checkout(newUid(), { priceId: 'pro', cancelUrl: '//evil.example/x' })).status).toBe(400);
    expect(fake.requests.length).toBe(before);
  });

  it('when pro is bought, then a payment-mode session for the configured price and the token user is created', async () => {
    const uid = newUid();
    const r = await checkout(uid, { priceId: 'pro', userId: 'someone-else', cancelUrl: '/about#pricing' });
    expect(r.status).toBe(200);
    const body = ZCreateCheckoutResponse.parse(r.body);
    expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.sessionId}`);
    const sent = sessionRequests().at(-1)!.body;
    expect(sent).toMatchObject({
      mode: 'payment',
      client_reference_id: uid,
      line_items: [{ price: 'price_pro', quantity: '1' }],
      success_url: 'https://app.example.test/payment-success?tier=pro',
      cancel_url: 'https://app.example.test/about#pricing',
      metadata: { uid, tier: 'pro' },
    });
    const customer = fake.customers.get(sent.customer as string)!;
    expect(customer.metadata).toEqual({ uid });
    const profile = await db.query<{ stripe_customer_id: string }>(
      'SELECT stripe_customer_id FROM users WHERE uid = $1',
      [uid],
    );
    expect(profile[0]!.stripe_customer_id).toBe(customer.id);
  });

  it('when the same user checks out again, then the Stripe customer is reused', async () => {
    const uid = newUid();
    await checkout(uid, { priceId: 'essential' });
    await checkout(uid, { priceId: 'pro' });
    const customers = [...fake.customers.values()].filter((c) => (c.metadata as { uid?: string }).uid === uid);
    expect(customers).toHaveLength(1);
    const [a, b] = sessionRequests().slice(-2);
    expect(a!.body.customer).toBe(customers[0]!.id);
    expect(b!.body.customer).toBe(customers[0]!.id);
  });

  it('when elite is bought, then a subscription-mode session carries the user on the subscription too', async () => {
    const uid = newUid();
    expect((await checkout(uid, { priceId: 'elite' })).status).toBe(200);
    expect(sessionRequests().at(-1)!.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_elite' }],
      subscription_data: { metadata: { uid, tier: 'elite' } },
      cancel_url: 'https://app.example.test/settings?tab=plan',
    });
  });

  it('when the signature is wrong or missing, then 400 and nothing is stored or queued', async () => {
    const event = fake.signedEvent('checkout.session.completed', { id: 'cs_test_x', object: 'checkout.session' });
    for (const signature of [`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, undefined]) {
      const res = await fetch(`${api.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body: event.payload,
      });
      expect(res.status).toBe(400);
    }
    // A body changed after signing fails too.
    const tampered = await fetch(`${api.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload.replace('cs_test_x', 'cs_test_y'),
    });
    expect(tampered.status).toBe(400);
    expect(await db.query('SELECT id FROM webhook_events WHERE id = $1', [event.eventId])).toEqual([]);
    expect(await queue.getJob(`evt-${event.eventId}`)).toBeUndefined();
  });

  it('when a signed event of an unknown type arrives, then it is acknowledged, stored as ignored and not queued', async () => {
    const event = fake.signedEvent('customer.tax_id.created', { id: 'txi_1', object: 'tax_id' });
    const res = await fetch(`${api.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, ignored: true });
    const rows = await db.query<{ outcome: string; processed_at: string | null }>(
      'SELECT outcome, processed_at FROM webhook_events WHERE id = $1',
      [event.eventId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.outcome).toBe('ignored');
    expect(rows[0]!.processed_at).not.toBeNull();
    expect(await queue.getJob(`evt-${event.eventId}`)).toBeUndefined();
  });

  it('when a handled event arrives twice, then it is stored once and queued once', async () => {
    const event = fake.signedEvent('invoice.paid', { id: 'in_1', object: 'invoice', subscription: 'sub_x' });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${api.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      expect(res.status).toBe(200);
    }
    const rows = await db.query<{ deliveries: number }>('SELECT deliveries FROM webhook_events WHERE id = $1', [
      event.eventId,
    ]);
    expect(rows).toEqual([{ deliveries: 2 }]);
    const job = await queue.getJob(`evt-${event.eventId}`);
    expect(job?.data).toEqual({ v: 1, eventId: event.eventId });
    expect(await queue.getJobCountByTypes('waiting', 'delayed', 'active', 'completed', 'failed')).toBe(1);
  });
});
