import type { Db, Queryable } from '../platform/db';
import type { Logger } from '../platform/logger';
import {
  findUidByCustomer,
  findWebhookEvent,
  insertPayment,
  listPayments,
  listSubscriptions,
  lockBillingUser,
  markEventProcessed,
  recordEventFailure,
  setCustomerIdIfMissing,
  setEntitlement,
  upsertSubscription,
  type StoredEvent,
} from './billing.repository';
import { deriveEntitlement } from './entitlement';
import type { PaymentGateway, SubscriptionSnapshot } from './payment-gateway';

export interface ApplyDeps {
  db: Db;
  gateway: PaymentGateway;
  logger: Logger;
}

export type ApplyOutcome =
  'applied' | 'already_processed' | 'ignored' | 'unknown_user' | 'object_missing' | 'not_paid' | 'missing_event';

type Target =
  | { kind: 'checkout'; sessionId: string; uid: string | null; customerId: string | null }
  | { kind: 'subscription'; subscriptionId: string; uid: string | null; customerId: string | null }
  | { kind: 'none' };

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const idOf = (v: unknown): string | null =>
  str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : null);
const metaUid = (o: Record<string, unknown>): string | null =>
  str((o.metadata as Record<string, unknown> | undefined)?.uid);

/** Which object an event is about. Only ids and owner hints are taken from the event; the state is re-read. */
function targetOf(event: StoredEvent['payload']): Target {
  const o = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const sessionId = str(o.id);
      return sessionId
        ? { kind: 'checkout', sessionId, uid: str(o.client_reference_id) ?? metaUid(o), customerId: idOf(o.customer) }
        : { kind: 'none' };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscriptionId = str(o.id);
      return subscriptionId
        ? { kind: 'subscription', subscriptionId, uid: metaUid(o), customerId: idOf(o.customer) }
        : { kind: 'none' };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      // API 2025-03+: parent.subscription_details; older: invoice.subscription. One-time invoices have neither.
      const parent = o.parent as
        { subscription_details?: { subscription?: unknown; metadata?: Record<string, unknown> } } | undefined;
      const subscriptionId = idOf(parent?.subscription_details?.subscription) ?? idOf(o.subscription);
      if (!subscriptionId) return { kind: 'none' };
      return {
        kind: 'subscription',
        subscriptionId,
        uid: str(parent?.subscription_details?.metadata?.uid),
        customerId: idOf(o.customer),
      };
    }
    default:
      return { kind: 'none' };
  }
}

/** The verified event's own time (Stripe: when the session completed or its delayed payment succeeded). */
const eventTime = (payload: StoredEvent['payload']): string | null =>
  typeof payload.created === 'number' && Number.isFinite(payload.created)
    ? new Date(payload.created * 1000).toISOString()
    : null;

async function resolveUid(
  q: Queryable,
  hint: { uid: string | null; customerId: string | null },
): Promise<string | null> {
  if (hint.uid) return hint.uid;
  return hint.customerId ? findUidByCustomer(q, hint.customerId) : null;
}

/** Re-derives and stores the user's plan from their payments and subscriptions (caller holds the user lock). */
export async function recomputeEntitlement(q: Queryable, uid: string): Promise<void> {
  await setEntitlement(q, uid, deriveEntitlement(await listPayments(q, uid), await listSubscriptions(q, uid)));
}

/** Stores a re-read subscription for its user and re-derives the plan. */
export async function applySubscriptionSnapshot(
  q: Queryable,
  uid: string,
  snapshot: SubscriptionSnapshot,
): Promise<void> {
  await upsertSubscription(q, uid, snapshot);
  if (snapshot.customerId) await setCustomerIdIfMissing(q, uid, snapshot.customerId);
  await recomputeEntitlement(q, uid);
}

/**
 * Applies one stored webhook event (the billing worker calls this). The object is re-read from the payment
 * provider while the user's row is locked, and the plan is derived from all stored payments and subscriptions,
 * so duplicates and out-of-order deliveries end in the provider's current state. Idempotent.
 */
export async function applyWebhookEvent(deps: ApplyDeps, eventId: string): Promise<ApplyOutcome> {
  const event = await findWebhookEvent(deps.db, eventId);
  if (!event) return 'missing_event';
  if (event.processedAt) return 'already_processed';
  const target = targetOf(event.payload);
  const log = deps.logger.child({ eventId, eventType: event.type });
  try {
    const outcome = await deps.db.transaction(async (tx): Promise<ApplyOutcome> => {
      if (target.kind === 'none') return 'ignored';
      const uid = await resolveUid(tx, target);
      if (!uid || !(await lockBillingUser(tx, uid))) return 'unknown_user';
      if (target.kind === 'checkout') {
        const session = await deps.gateway.retrieveCheckoutSession(target.sessionId, { tx });
        if (!session) return 'object_missing';
        if (session.customerId) await setCustomerIdIfMissing(tx, uid, session.customerId);
        if (session.status !== 'complete' || session.paymentStatus === 'unpaid') return 'not_paid';
        if (session.mode === 'subscription') {
          if (!session.subscriptionId) return 'object_missing';
          const subscription = await deps.gateway.retrieveSubscription(session.subscriptionId, { tx });
          if (!subscription) return 'object_missing';
          await applySubscriptionSnapshot(tx, uid, subscription);
          return 'applied';
        }
        if (!session.tier) return 'ignored';
        // The plan is the one paid last, so the payment is dated when it was paid, not when its session opened.
        await insertPayment(tx, {
          id: session.id,
          uid,
          tier: session.tier,
          amountTotal: session.amountTotal,
          currency: session.currency,
          paidAt: session.paidAt ?? eventTime(event.payload) ?? session.createdAt,
        });
        await recomputeEntitlement(tx, uid);
        return 'applied';
      }
      const subscription = await deps.gateway.retrieveSubscription(target.subscriptionId, { tx });
      if (!subscription) return 'object_missing';
      await applySubscriptionSnapshot(tx, uid, subscription);
      return 'applied';
    });
    await markEventProcessed(deps.db, eventId, outcome);
    log.info({ outcome }, 'billing event applied');
    return outcome;
  } catch (err) {
    await recordEventFailure(deps.db, eventId, err instanceof Error ? err.message : String(err)).catch(() => undefined);
    throw err;
  }
}
