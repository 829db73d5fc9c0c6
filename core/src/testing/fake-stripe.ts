import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API this product calls, speaking its wire format: form-encoded
 * requests (bracket notation), JSON objects back, Stripe-shaped errors. The real SDK points at it with
 * `new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })` (STRIPE_API_HOST=127.0.0.1:<port>).
 * Tests move objects along (complete a session, change a subscription) and sign events for the webhook.
 */

type Obj = Record<string, unknown>;

export interface FakeStripe {
  url: string;
  /** host:port for STRIPE_API_HOST. */
  apiHost: string;
  secretKey: string;
  webhookSecret: string;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Every request received: method, path, parsed form body. */
  requests: Array<{ method: string; path: string; body: Obj }>;
  /** Pays a checkout session like a buyer would; subscription mode opens an active subscription. */
  completeSession(id: string): Obj;
  /** Changes a subscription (status, cancel_at_period_end...). */
  updateSubscription(id: string, changes: Obj): Obj;
  /** A signed event with the object as its payload: { payload, signature } for POST /api/stripe/webhook. */
  signedEvent(type: string, object: Obj, eventId?: string): { payload: string; signature: string; eventId: string };
  close(): Promise<void>;
}

/** Parses `a[b][0][c]=v` form bodies into nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Obj | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
      const container = node as Record<string, unknown>;
      if (last) container[part] = value;
      else {
        container[part] ??= nextIsIndex ? [] : {};
        node = container[part] as Obj;
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(
  options: { prices?: Record<string, { unit_amount: number; recurring: boolean }> } = {},
): Promise<FakeStripe> {
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const requests: FakeStripe['requests'] = [];
  const prices = options.prices ?? {};
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const webhooks = new Stripe('sk_test_fake').webhooks;

  const missing = (res: ServerResponse, what: string, key: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${key}'`,
        param: 'id',
      },
    });

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: Obj) {
    const path = (req.url ?? '').split('?')[0]!;
    if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItems = (body.line_items as Obj[] | undefined) ?? [];
      const price = String(lineItems[0]?.price ?? '');
      if (!price || !prices[price]) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such price: '${price}'`,
            param: 'line_items[0][price]',
          },
        });
      }
      if (!body.success_url || !body.mode)
        return send(res, 400, {
          error: { type: 'invalid_request_error', message: 'Missing required param: success_url.' },
        });
      const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: Obj = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? null,
        amount_total: prices[price]!.unit_amount,
        currency: 'gbp',
        created: now(),
        subscription: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url ?? null,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        line_items_price: price,
      };
      sessions.set(sessionId, session);
      return send(res, 200, session);
    }
    if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = sessions.get(m[1]!);
      return session ? send(res, 200, session) : missing(res, 'checkout.session', m[1]!);
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(m[1]!);
      if (!subscription) return missing(res, 'subscription', m[1]!);
      if (req.method === 'POST') {
        if (body.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        if (body.metadata) subscription.metadata = { ...(subscription.metadata as Obj), ...(body.metadata as Obj) };
      }
      return send(res, 200, subscription);
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` },
    });
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const body = parseStripeForm(req.method === 'GET' ? ((req.url ?? '').split('?')[1] ?? '') : raw);
      requests.push({ method: req.method ?? 'GET', path: (req.url ?? '').split('?')[0]!, body });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    apiHost: `127.0.0.1:${port}`,
    secretKey: 'sk_test_fake_stripe',
    webhookSecret,
    customers,
    sessions,
    subscriptions,
    requests,
    completeSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.status === 'complete') return session;
      session.status = 'complete';
      session.payment_status = 'paid';
      if (session.mode === 'subscription') {
        const subId = id('sub');
        const periodEnd = now() + 30 * 86_400;
        subscriptions.set(subId, {
          id: subId,
          object: 'subscription',
          customer: session.customer,
          status: 'active',
          cancel_at_period_end: false,
          metadata: ((session.subscription_data as Obj | null)?.metadata as Obj | undefined) ?? {},
          items: {
            object: 'list',
            data: [
              { id: id('si'), object: 'subscription_item', current_period_start: now(), current_period_end: periodEnd },
            ],
          },
          created: now(),
        });
        session.subscription = subId;
      }
      return session;
    },
    updateSubscription(subId, changes) {
      const subscription = subscriptions.get(subId);
      if (!subscription) throw new Error(`no subscription ${subId}`);
      Object.assign(subscription, changes);
      return subscription;
    },
    signedEvent(type, object, eventId = id('evt')) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        created: now(),
        livemode: false,
        data: { object },
      });
      return { payload, signature: webhooks.generateTestHeaderString({ payload, secret: webhookSecret }), eventId };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
