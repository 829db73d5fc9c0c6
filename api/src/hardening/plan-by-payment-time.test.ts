import { describe, expect, it } from 'vitest';
import { ZUserProfile } from '@fcs/shared/entities';
import { applyWebhookEvent } from '@fcs/core/billing/apply-webhook-event';
import { createTestGateway } from '@fcs/core/billing/test-gateway';
import { createLogger } from '@fcs/core/platform/logger';
import { createUserWithPlan, useTestApi } from '../testing/use-test-api';

// Issue 11, item 9: paying an older checkout session last left the user on the lower plan (a Pro session created
// first and paid after an Essential one ended on Essential): "latest payment" was chosen by creation time.

describe('hardening: the plan is the one paid last (issue 11 item 9)', () => {
  const ctx = useTestApi('postgres', {}, { clearRedisKeys: true });
  const logger = createLogger({ level: 'silent' });

  async function openCheckout(auth: Record<string, string>, tier: string): Promise<string> {
    const res = await fetch(`${ctx.api.url}/api/stripe/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ priceId: tier }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { sessionId: string }).sessionId;
  }
  // Pays on the test checkout page (which posts the signed event to the webhook), then applies the stored event
  // as the billing worker would.
  async function pay(sessionId: string): Promise<void> {
    const res = await fetch(`${ctx.api.url}/test-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    const outcome = await applyWebhookEvent(
      { db: ctx.db, gateway: createTestGateway(ctx.db), logger },
      `evt_${sessionId}`,
    );
    expect(outcome).toBe('applied');
  }
  const planOf = async (auth: Record<string, string>) =>
    ZUserProfile.parse(await (await fetch(`${ctx.api.url}/api/profile`, { headers: auth })).json()).subscriptionTier;

  it('when a Pro session created first is paid after an Essential one, then the user is on Pro', async () => {
    const auth = await createUserWithPlan(ctx.api, ctx.db, 'paid-last-pro', {
      tier: 'starter',
      status: 'incomplete',
      max: 0,
    });
    const pro = await openCheckout(auth, 'pro');
    const essential = await openCheckout(auth, 'essential');
    await pay(essential);
    expect(await planOf(auth)).toBe('essential');
    await pay(pro);
    expect(await planOf(auth)).toBe('pro');
  });

  it('when the sessions are paid in creation order, then the later payment still wins', async () => {
    const auth = await createUserWithPlan(ctx.api, ctx.db, 'paid-last-essential', {
      tier: 'starter',
      status: 'incomplete',
      max: 0,
    });
    const pro = await openCheckout(auth, 'pro');
    const essential = await openCheckout(auth, 'essential');
    await pay(pro);
    await pay(essential);
    expect(await planOf(auth)).toBe('essential');
    const rows = await ctx.db.query<{ id: string }>('SELECT id FROM payments WHERE uid = $1 ORDER BY paid_at', [
      'paid-last-essential',
    ]);
    expect(rows.map((r) => r.id)).toEqual([pro, essential]);
  });
});
