import Stripe from 'stripe';
import { z } from 'zod';
import { HANDLED_STRIPE_EVENTS } from '@fcs/shared/billing';
import { untrusted } from '@fcs/shared/text';
import type { Db } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import { markEventProcessed, storeWebhookEvent } from '@fcs/core/billing/billing.repository';
import type { BillingQueue } from './billing-queue';

export interface ReceiveWebhookDeps {
  db: Db;
  queue: BillingQueue;
  webhookSecret: string;
}

/** A verified event, its strings cleaned like any outside text (a `\u0000` in a signed payload could never be stored). */
const ZStripeEvent = untrusted(
  z.object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    created: z.number().optional(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  }),
);

// Signature checks need no API access; a client with a placeholder key is enough.
const webhooks = new Stripe('sk_webhooks_only').webhooks;
const handled = new Set<string>(HANDLED_STRIPE_EVENTS);

/**
 * Verifies a webhook's signature on the raw body, stores the event once by id and queues it for the billing
 * worker. Unknown types are stored and marked ignored. A bad signature is a 400 and stores nothing.
 */
export async function receiveWebhook(
  deps: ReceiveWebhookDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean; ignored: boolean }> {
  if (!signature) throw new AppError('bad_request', 'Missing Stripe-Signature header');
  let event: unknown;
  try {
    event = webhooks.constructEvent(rawBody, signature, deps.webhookSecret);
  } catch {
    throw new AppError('bad_request', 'Webhook signature verification failed');
  }
  const parsed = ZStripeEvent.safeParse(event);
  if (!parsed.success) throw new AppError('bad_request', 'Webhook payload is not a Stripe event');
  const { id, type } = parsed.data;
  const stored = await storeWebhookEvent(deps.db, { id, type, payload: parsed.data });
  if (!handled.has(type)) {
    if (stored.inserted) await markEventProcessed(deps.db, id, 'ignored');
    return { received: true, duplicate: !stored.inserted, ignored: true };
  }
  // Queued again while unprocessed: if the first enqueue was lost (Redis blip), a redelivery repairs it.
  if (!stored.processedAt) await deps.queue.enqueue(id);
  return { received: true, duplicate: !stored.inserted, ignored: false };
}
