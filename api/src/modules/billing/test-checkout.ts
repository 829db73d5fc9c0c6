import Stripe from 'stripe';
import { BILLING_MESSAGES } from '@fcs/shared/billing';
import { CURRENCY, formatPrice, getPlan } from '@fcs/shared/plans';
import type { Db } from '@fcs/core/platform/db';
import { AppError } from '@fcs/core/platform/errors';
import {
  completeTestCheckout,
  expireTestCheckout,
  findTestCheckout,
  insertTestSubscription,
  testCheckoutSnapshot,
  type TestCheckoutRow,
} from '@fcs/core/billing/billing.repository';
import { TEST_CHECKOUT_PATH, testId } from '@fcs/core/billing/test-gateway';

const webhooks = new Stripe('sk_webhooks_only').webhooks;

export async function findTestCheckoutSession(db: Db, id: string): Promise<TestCheckoutRow> {
  const row = /^cs_test_[A-Za-z0-9]{8,64}$/.test(id) ? await findTestCheckout(db, id) : null;
  if (!row) throw AppError.notFound('This checkout session does not exist.');
  return row;
}

/**
 * "Pay" on the built-in test checkout: completes the session (and opens the test subscription for elite) and
 * returns a signed checkout.session.completed event for the webhook endpoint. The event id is derived from the
 * session, so paying twice yields the same event, which the webhook stores once.
 */
export async function payTestCheckout(
  db: Db,
  id: string,
  webhookSecret: string,
): Promise<{ successUrl: string; payload: string; signature: string }> {
  const row = await db.transaction(async (tx) => {
    const current = await findTestCheckout(tx, id, { forUpdate: true });
    if (!current) throw AppError.notFound('This checkout session does not exist.');
    if (current.status === 'expired')
      throw new AppError('conflict', 'This checkout session was cancelled. Start a new one from the plans page.');
    if (current.status === 'open') {
      let subscriptionId: string | null = null;
      if (current.mode === 'subscription') {
        subscriptionId = testId('sub');
        const periodEnd = new Date();
        periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
        await insertTestSubscription(tx, {
          id: subscriptionId,
          uid: current.uid,
          customerId: current.customerId,
          tier: current.tier,
          currentPeriodEnd: periodEnd,
        });
      }
      await completeTestCheckout(tx, id, subscriptionId);
    }
    return (await findTestCheckout(tx, id))!;
  });
  const snapshot = testCheckoutSnapshot(row);
  const payload = JSON.stringify({
    id: `evt_${row.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: snapshot.id,
        object: 'checkout.session',
        mode: snapshot.mode,
        status: snapshot.status,
        payment_status: snapshot.paymentStatus,
        client_reference_id: snapshot.uid,
        customer: snapshot.customerId,
        subscription: snapshot.subscriptionId,
        amount_total: snapshot.amountTotal,
        currency: snapshot.currency,
        metadata: { uid: snapshot.uid, tier: snapshot.tier },
      },
    },
  });
  return {
    successUrl: row.successUrl,
    payload,
    signature: webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  };
}

/** "Cancel" on the test checkout: the session can no longer be paid; returns where to go back to. */
export async function cancelTestCheckout(db: Db, id: string): Promise<string> {
  const row = await findTestCheckoutSession(db, id);
  await expireTestCheckout(db, id);
  return row.cancelUrl;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a2233;background:#f4f6fa}
.wrap{max-width:920px;margin:0 auto;padding:32px 16px;display:grid;gap:24px;grid-template-columns:1fr}
@media(min-width:760px){.wrap{grid-template-columns:1fr 1fr;padding-top:64px}}
.banner{grid-column:1/-1;background:#fff7e0;border:1px solid #f0c674;color:#6b4e00;border-radius:8px;padding:12px 16px;font-weight:600;display:flex;gap:10px;align-items:center}
.badge{background:#f0c674;color:#4a3600;border-radius:4px;padding:2px 8px;font-size:12px;letter-spacing:.04em;text-transform:uppercase;white-space:nowrap}
.summary h1{font-size:15px;font-weight:600;color:#5b6477;margin:0 0 8px}.plan{font-size:18px;font-weight:600;margin:0}
.amount{font-size:36px;font-weight:700;margin:4px 0 16px;letter-spacing:-.02em}.amount small{font-size:15px;font-weight:500;color:#5b6477}
ul{padding-left:18px;margin:0;color:#3a4357}li{margin:4px 0}
.card{background:#fff;border:1px solid #dde2ec;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(20,30,60,.06)}
.row{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eef1f6}.row:last-of-type{border:0}
.label{color:#5b6477}.total{font-weight:700}
button,.secondary{display:block;width:100%;border-radius:8px;padding:12px 16px;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
button.pay{background:#0b3d91;color:#fff;border:0;margin-top:20px}button.pay:hover{background:#082e6d}
button.cancel{background:#fff;color:#0b3d91;border:1px solid #c5cedf;margin-top:10px}
button:focus-visible{outline:3px solid #7aa7ff;outline-offset:2px}
.note{font-size:13px;color:#5b6477;margin-top:16px}.error{color:#a12622;font-weight:600}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The hosted-checkout look-alike page for a test session. */
export function renderTestCheckoutPage(row: TestCheckoutRow, error?: string): string {
  const plan = getPlan(row.tier);
  const price = formatPrice(plan);
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY }).format(
    row.amountTotal / 100,
  );
  const action = `${TEST_CHECKOUT_PATH}/${encodeURIComponent(row.id)}`;
  const closed = row.status !== 'open';
  const body = `<main class="wrap">
<div class="banner" role="note"><span class="badge">Test mode</span>${escapeHtml(BILLING_MESSAGES.testCheckoutNotice)}</div>
<section class="summary" aria-labelledby="plan">
  <h1>Finance Career Simulator</h1>
  <p class="plan" id="plan">${escapeHtml(plan.name)} plan</p>
  <p class="amount">${escapeHtml(amount)}${plan.isSubscription ? ' <small>per month</small>' : ' <small>one-time</small>'}</p>
  <ul>${plan.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
</section>
<section class="card" aria-label="Payment">
  <div class="row"><span class="label">Email</span><span>${escapeHtml(row.email ?? '')}</span></div>
  <div class="row"><span class="label">${escapeHtml(plan.name)}</span><span>${escapeHtml(price)}</span></div>
  <div class="row total"><span>Total due today</span><span>${escapeHtml(amount)} ${escapeHtml(row.currency.toUpperCase())}</span></div>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  ${
    closed && row.status === 'expired'
      ? '<p class="error" role="alert">This checkout was cancelled.</p>'
      : `<form method="post" action="${action}/pay"><button class="pay" type="submit">${row.status === 'complete' ? 'Continue' : `Pay ${escapeHtml(amount)}`}</button></form>`
  }
  ${row.status === 'open' ? `<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>` : ''}
  <p class="note">This is the built-in test checkout. No card details are asked for and nothing is charged. Set STRIPE_SECRET_KEY to take real payments with Stripe Checkout.</p>
</section>
</main>`;
  return page(`Test checkout: ${plan.name} plan`, body);
}

export function renderTestCheckoutError(message: string): string {
  return page(
    'Test checkout',
    `<main class="wrap"><section class="card"><p class="error" role="alert">${escapeHtml(message)}</p></section></main>`,
  );
}
