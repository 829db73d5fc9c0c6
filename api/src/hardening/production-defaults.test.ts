import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicConfig } from '@fcs/shared/accounts';
import { BILLING_MESSAGES } from '@fcs/shared/billing';
import { ConfigError } from '@fcs/core/platform/config';
import { createLogger } from '@fcs/core/platform/logger';
import { createRedis } from '@fcs/core/platform/redis';
import { createTestDb } from '@fcs/core/testing/db';
import { deleteRedisKeys, TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { createApp, type ApiApp } from '../app';
import { createLocalTokens } from '../platform/auth';
import { describeAdapters, loadApiConfig, type ApiConfig } from '../platform/config';
import { useTestApi } from '../testing/use-test-api';

// Issue 11, item 3: under NODE_ENV=production with no Stripe keys the built-in test checkout sold every plan for
// nothing, and `npm start` (development) let anyone read anyone's password-reset link from /api/dev/outbox.

const baseEnv = () => ({
  PORT: '0',
  LOG_LEVEL: 'info',
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: `t${randomBytes(4).toString('hex')}`,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  DATA_DIR: `.data/test-${randomBytes(4).toString('hex')}`,
});

describe('hardening: production never sells plans through the test checkout (issue 11 item 3)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let app: ApiApp;
  let url: string;
  let config: ApiConfig;
  let tokens: ReturnType<typeof createLocalTokens>;
  const redis = createRedis(TEST_REDIS_URL);
  const logLines: Array<{ level: number; msg: string }> = [];

  beforeAll(async () => {
    db = await createTestDb('postgres');
    config = loadApiConfig({ ...baseEnv(), NODE_ENV: 'production' });
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    const logger = createLogger({ level: 'info', destination });
    tokens = createLocalTokens(config.AUTH_SECRET!, config.ACCESS_TOKEN_TTL_SECONDS);
    app = createApp({ config, logger, db, redis, auth: tokens });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    app.server.closeAllConnections();
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
    await deleteRedisKeys(redis, config.REDIS_PREFIX);
    await redis.quit();
    await db.drop();
  });

  it('when production has no STRIPE_SECRET_KEY, then paid plans are not sold, the test checkout is absent, and it is logged', async () => {
    const publicConfig = ZPublicConfig.parse(await (await fetch(`${url}/api/config`)).json());
    expect(publicConfig.payments.kind).toBe('disabled');
    expect(describeAdapters(config).payments).toContain('disabled');

    const auth = {
      authorization: `Bearer ${(await tokens.issue({ uid: 'prod-buyer', email: 'b@example.test' })).token}`,
    };
    const checkout = await fetch(`${url}/api/stripe/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ priceId: 'elite' }),
    });
    expect(checkout.status).toBe(503);
    expect(((await checkout.json()) as { error: { message: string } }).error.message).toBe(
      BILLING_MESSAGES.paymentsNotConfigured,
    );
    const [user] = await db.query<{ subscription_tier: string }>('SELECT subscription_tier FROM users WHERE uid = $1', [
      'prod-buyer',
    ]);
    expect(user?.subscription_tier ?? 'starter').toBe('starter');

    // The test checkout's page and its "pay" action are not routes of a production server.
    expect((await fetch(`${url}/test-checkout/cs_test_abcdefghijkl`)).status).toBe(404);
    expect((await fetch(`${url}/test-checkout/cs_test_abcdefghijkl/pay`, { method: 'POST' })).status).toBe(404);
    // Nor does the webhook accept events signed with a derived secret.
    expect((await fetch(`${url}/api/stripe/webhook`, { method: 'POST', body: '{}' })).status).toBe(503);

    const line = logLines.find((l) => /payments disabled/.test(l.msg));
    expect(line?.level).toBeGreaterThanOrEqual(50);
    expect(line?.msg).toContain('STRIPE_SECRET_KEY');
  });

  it('when production is asked for the dev outbox, then the configuration is refused at start', () => {
    expect(() => loadApiConfig({ ...baseEnv(), NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(ConfigError);
  });
});

describe('hardening: `npm start` does not hand out reset links (issue 11 item 3)', () => {
  // What `npm start` runs: development, built-in accounts, no SMTP, no DEV_OUTBOX.
  const ctx = useTestApi('pglite', { NODE_ENV: 'development' });

  it('when the dev outbox is not enabled, then it is not served and the client is told where mail goes', async () => {
    const reset = await fetch(`${ctx.api.url}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.test' }),
    });
    expect(reset.status).toBe(200);
    expect((await fetch(`${ctx.api.url}/api/dev/outbox`)).status).toBe(404);
    const publicConfig = ZPublicConfig.parse(await (await fetch(`${ctx.api.url}/api/config`)).json());
    expect(publicConfig.identity).toEqual({ kind: 'local', devOutbox: false, mail: 'outbox' });
  });
});

describe('hardening: an enabled dev outbox answers this machine only (issue 11 item 3)', () => {
  const ctx = useTestApi('pglite', { NODE_ENV: 'development', DEV_OUTBOX: 'true', TRUST_PROXY: 'loopback' });

  it('when a request was forwarded for another address, then the outbox is not served to it', async () => {
    expect((await fetch(`${ctx.api.url}/api/dev/outbox`)).status).toBe(200);
    const forwarded = await fetch(`${ctx.api.url}/api/dev/outbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(404);
  });
});
