import type { AnyTier } from '@fcs/shared/plans';
import type { SubscriptionStatus as ProfileStatus } from '@fcs/shared/entities';
import type { PurchasableTier } from '@fcs/shared/billing';
import type { Queryable } from '../platform/db';
import type { CheckoutSnapshot, SubscriptionSnapshot, SubscriptionStatus } from './payment-gateway';

// ------------------------------------------------------------------------------------------- webhook events

export interface StoredEvent {
  id: string;
  type: string;
  payload: { id: string; type: string; created?: number; data: { object: Record<string, unknown> } };
  processedAt: string | null;
  outcome: string | null;
  deliveries: number;
}

/** Stores an event once by id; a repeat delivery only counts up. */
export async function storeWebhookEvent(
  q: Queryable,
  input: { id: string; type: string; payload: unknown },
): Promise<{ inserted: boolean; processedAt: string | null }> {
  const inserted = await q.query<{ id: string }>(
    'INSERT INTO webhook_events (id, type, payload) VALUES ($1, $2, $3::jsonb) ON CONFLICT (id) DO NOTHING RETURNING id',
    [input.id, input.type, JSON.stringify(input.payload)],
  );
  if (inserted.length > 0) return { inserted: true, processedAt: null };
  const rows = await q.query<{ processed_at: string | null }>(
    'UPDATE webhook_events SET deliveries = deliveries + 1 WHERE id = $1 RETURNING processed_at',
    [input.id],
  );
  return { inserted: false, processedAt: rows[0]?.processed_at ?? null };
}

export async function findWebhookEvent(q: Queryable, id: string): Promise<StoredEvent | null> {
  const rows = await q.query<{
    id: string;
    type: string;
    payload: StoredEvent['payload'];
    processed_at: string | null;
    outcome: string | null;
    deliveries: number;
  }>('SELECT id, type, payload, processed_at, outcome, deliveries FROM webhook_events WHERE id = $1', [id]);
  const r = rows[0];
  return r
    ? {
        id: r.id,
        type: r.type,
        payload: r.payload,
        processedAt: r.processed_at,
        outcome: r.outcome,
        deliveries: r.deliveries,
      }
    : null;
}

export async function markEventProcessed(q: Queryable, id: string, outcome: string): Promise<void> {
  await q.query(
    'UPDATE webhook_events SET processed_at = now(), outcome = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1',
    [id, outcome],
  );
}

export async function recordEventFailure(q: Queryable, id: string, error: string): Promise<void> {
  await q.query('UPDATE webhook_events SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
    id,
    error.slice(0, 1000),
  ]);
}

// ------------------------------------------------------------------------------------------------- users

/** Locks the user's row for the rest of the transaction, so two events of one user apply one after the other. */
export async function lockBillingUser(
  q: Queryable,
  uid: string,
): Promise<{ uid: string; stripeCustomerId: string | null } | null> {
  const rows = await q.query<{ uid: string; stripe_customer_id: string | null }>(
    'SELECT uid, stripe_customer_id FROM users WHERE uid = $1 FOR UPDATE',
    [uid],
  );
  return rows[0] ? { uid: rows[0].uid, stripeCustomerId: rows[0].stripe_customer_id } : null;
}

export async function findUidByCustomer(q: Queryable, customerId: string): Promise<string | null> {
  const rows = await q.query<{ uid: string }>('SELECT uid FROM users WHERE stripe_customer_id = $1', [customerId]);
  return rows[0]?.uid ?? null;
}

/** Keeps the first customer id a user gets; returns the one stored. */
export async function setCustomerIdIfMissing(q: Queryable, uid: string, customerId: string): Promise<string | null> {
  await q.query('UPDATE users SET stripe_customer_id = $2 WHERE uid = $1 AND stripe_customer_id IS NULL', [
    uid,
    customerId,
  ]);
  const rows = await q.query<{ stripe_customer_id: string | null }>(
    'SELECT stripe_customer_id FROM users WHERE uid = $1',
    [uid],
  );
  return rows[0]?.stripe_customer_id ?? null;
}

export interface EntitlementColumns {
  tier: AnyTier;
  status: ProfileStatus;
  maxSimulations: number;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  subscriptionId: string | null;
}

export async function setEntitlement(q: Queryable, uid: string, e: EntitlementColumns): Promise<void> {
  await q.query(
    `UPDATE users SET subscription_tier = $2, subscription_status = $3, max_simulations = $4,
       cancel_at_period_end = $5, current_period_end = $6, stripe_subscription_id = $7
     WHERE uid = $1`,
    [uid, e.tier, e.status, e.maxSimulations, e.cancelAtPeriodEnd, e.currentPeriodEnd, e.subscriptionId],
  );
}

// ------------------------------------------------------------------------------------ payments, subscriptions

/** Records a paid one-time checkout once; false when it was already recorded. */
export async function insertPayment(
  q: Queryable,
  p: { id: string; uid: string; tier: PurchasableTier; amountTotal: number; currency: string; paidAt: string },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO payments (id, uid, tier, amount_total, currency, paid_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [p.id, p.uid, p.tier, p.amountTotal, p.currency, p.paidAt],
  );
  return rows.length > 0;
}

export interface PaymentRecord {
  id: string;
  tier: PurchasableTier;
  paidAt: string;
}

export async function listPayments(q: Queryable, uid: string): Promise<PaymentRecord[]> {
  const rows = await q.query<{ id: string; tier: PurchasableTier; paid_at: string }>(
    'SELECT id, tier, paid_at FROM payments WHERE uid = $1 ORDER BY paid_at, id',
    [uid],
  );
  return rows.map((r) => ({ id: r.id, tier: r.tier, paidAt: r.paid_at }));
}

/** Stores the latest re-read state of a subscription. */
export async function upsertSubscription(q: Queryable, uid: string, s: SubscriptionSnapshot): Promise<void> {
  await q.query(
    `INSERT INTO subscriptions (id, uid, customer_id, tier, status, cancel_at_period_end, current_period_end, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, cancel_at_period_end = EXCLUDED.cancel_at_period_end,
       current_period_end = EXCLUDED.current_period_end, customer_id = EXCLUDED.customer_id, updated_at = now()`,
    [s.id, uid, s.customerId, s.tier, s.status, s.cancelAtPeriodEnd, s.currentPeriodEnd],
  );
}

export interface SubscriptionRecord {
  id: string;
  tier: PurchasableTier;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

export async function listSubscriptions(q: Queryable, uid: string): Promise<SubscriptionRecord[]> {
  const rows = await q.query<{
    id: string;
    tier: PurchasableTier;
    status: SubscriptionStatus;
    cancel_at_period_end: boolean;
    current_period_end: string | null;
  }>(
    'SELECT id, tier, status, cancel_at_period_end, current_period_end FROM subscriptions WHERE uid = $1 ORDER BY updated_at DESC, id',
    [uid],
  );
  return rows.map((r) => ({
    id: r.id,
    tier: r.tier,
    status: r.status,
    cancelAtPeriodEnd: r.cancel_at_period_end,
    currentPeriodEnd: r.current_period_end,
  }));
}

// ------------------------------------------------------------------------------- built-in test checkout

export interface TestCheckoutRow {
  id: string;
  uid: string;
  email: string | null;
  tier: PurchasableTier;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  amountTotal: number;
  currency: string;
  customerId: string;
  subscriptionId: string | null;
  successUrl: string;
  cancelUrl: string;
  createdAt: string;
  completedAt: string | null;
}

export async function insertTestCheckout(
  q: Queryable,
  s: Pick<
    TestCheckoutRow,
    'id' | 'uid' | 'tier' | 'mode' | 'amountTotal' | 'currency' | 'customerId' | 'successUrl' | 'cancelUrl'
  >,
): Promise<void> {
  await q.query(
    `INSERT INTO test_checkout_sessions (id, uid, tier, mode, amount_total, currency, customer_id, success_url, cancel_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [s.id, s.uid, s.tier, s.mode, s.amountTotal, s.currency, s.customerId, s.successUrl, s.cancelUrl],
  );
}

export async function findTestCheckout(
  q: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TestCheckoutRow | null> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT s.*, u.email FROM test_checkout_sessions s LEFT JOIN users u ON u.uid = s.uid WHERE s.id = $1${options.forUpdate ? ' FOR UPDATE OF s' : ''}`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id as string,
    uid: r.uid as string,
    email: (r.email as string | null) ?? null,
    tier: r.tier as PurchasableTier,
    mode: r.mode as TestCheckoutRow['mode'],
    status: r.status as TestCheckoutRow['status'],
    paymentStatus: r.payment_status as TestCheckoutRow['paymentStatus'],
    amountTotal: r.amount_total as number,
    currency: r.currency as string,
    customerId: r.customer_id as string,
    subscriptionId: (r.subscription_id as string | null) ?? null,
    successUrl: r.success_url as string,
    cancelUrl: r.cancel_url as string,
    createdAt: r.created_at as string,
    completedAt: (r.completed_at as string | null) ?? null,
  };
}

export async function completeTestCheckout(q: Queryable, id: string, subscriptionId: string | null): Promise<void> {
  await q.query(
    `UPDATE test_checkout_sessions SET status = 'complete', payment_status = 'paid', completed_at = now(), subscription_id = $2
     WHERE id = $1 AND status = 'open'`,
    [id, subscriptionId],
  );
}

export async function expireTestCheckout(q: Queryable, id: string): Promise<void> {
  await q.query("UPDATE test_checkout_sessions SET status = 'expired' WHERE id = $1 AND status = 'open'", [id]);
}

interface TestSubscriptionRow {
  id: string;
  uid: string;
  customer_id: string;
  tier: PurchasableTier;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  current_period_end: string;
}

const toSnapshot = (r: TestSubscriptionRow): SubscriptionSnapshot => {
  // The built-in provider has no clock of its own: a subscription set to cancel ends once its period is over.
  const ended = r.cancel_at_period_end && Date.parse(r.current_period_end) <= Date.now();
  return {
    id: r.id,
    uid: r.uid,
    customerId: r.customer_id,
    tier: r.tier,
    status: ended ? 'canceled' : r.status,
    cancelAtPeriodEnd: r.cancel_at_period_end,
    currentPeriodEnd: r.current_period_end,
  };
};

export async function insertTestSubscription(
  q: Queryable,
  s: { id: string; uid: string; customerId: string; tier: PurchasableTier; currentPeriodEnd: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO test_subscriptions (id, uid, customer_id, tier, status, current_period_end) VALUES ($1, $2, $3, $4, 'active', $5)`,
    [s.id, s.uid, s.customerId, s.tier, s.currentPeriodEnd.toISOString()],
  );
}

export async function findTestSubscription(q: Queryable, id: string): Promise<SubscriptionSnapshot | null> {
  const rows = await q.query<TestSubscriptionRow>('SELECT * FROM test_subscriptions WHERE id = $1', [id]);
  return rows[0] ? toSnapshot(rows[0]) : null;
}

export async function setTestSubscriptionCancelAtPeriodEnd(
  q: Queryable,
  id: string,
): Promise<SubscriptionSnapshot | null> {
  const rows = await q.query<TestSubscriptionRow>(
    'UPDATE test_subscriptions SET cancel_at_period_end = true WHERE id = $1 RETURNING *',
    [id],
  );
  return rows[0] ? toSnapshot(rows[0]) : null;
}

/** Re-reads a test checkout session like the provider would answer it. */
export function testCheckoutSnapshot(row: TestCheckoutRow): CheckoutSnapshot {
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    paymentStatus: row.paymentStatus,
    uid: row.uid,
    tier: row.tier,
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    amountTotal: row.amountTotal,
    currency: row.currency,
    createdAt: row.createdAt,
    paidAt: row.paymentStatus === 'paid' ? row.completedAt : null,
  };
}
