import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOutboxResponse, ZPublicConfig, ZSession, type Session } from '@fcs/shared/accounts';
import { IDENTITY_ERRORS, VALIDATION } from '@fcs/shared/messages';
import { createTestDb, TEST_DB_KINDS } from '@fcs/core/testing/db';
import { startTestApi, type TestApi } from '../../testing/app';

type Json = Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } };

function cookieOf(res: Response): string | undefined {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('fcs_refresh='));
  return header?.split(';')[0];
}

describe.each(TEST_DB_KINDS)('built-in accounts (%s)', (kind) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let api: TestApi;
  let n = 0;
  const email = () => `user${++n}-${Date.now()}@example.test`;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { res, status: res.status, body: (text ? JSON.parse(text) : {}) as Json, cookie: cookieOf(res) };
  }
  async function signUp(address = email(), password = 'secret-pass') {
    const r = await post('/auth/sign-up', {
      displayName: 'Ada Lovelace',
      email: address,
      password,
      confirmPassword: password,
      marketingOptIn: true,
    });
    expect(r.status).toBe(201);
    return { ...r, session: ZSession.parse(r.body), email: address, password };
  }

  beforeAll(async () => {
    db = await createTestDb(kind);
    api = await startTestApi(db, {
      PUBLIC_URL: 'http://app.example.test',
      LOGIN_DELAY_BASE_SECONDS: '3600',
      DEV_OUTBOX: 'true',
    });
  });
  afterAll(async () => {
    await api.stop();
    await db.drop();
  });

  it('when sign-up fields are wrong, then 400 names every field with the spec messages', async () => {
    const r = await post('/auth/sign-up', { displayName: '  ', email: '', password: '123', confirmPassword: 'abc' });
    expect(r.status).toBe(400);
    expect(r.body.error?.fields).toEqual({
      displayName: VALIDATION.displayNameRequired,
      email: VALIDATION.emailRequired,
      password: VALIDATION.passwordTooShort,
      confirmPassword: VALIDATION.passwordsDoNotMatch,
    });
  });

  it('when a user signs up, then they get a session, an HttpOnly refresh cookie and a starter profile', async () => {
    const { session, res, cookie } = await signUp();
    expect(cookie).toMatch(/^fcs_refresh=.{20,}/);
    const setCookie = res.headers.getSetCookie().join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/api\/auth/);
    expect(JSON.stringify(session)).not.toContain(cookie!.split('=')[1]);
    expect(session.profile).toMatchObject({
      displayName: 'Ada Lovelace',
      subscriptionTier: 'starter',
      subscriptionStatus: 'incomplete',
      maxSimulations: 0,
      marketingOptIn: true,
      matchedJobs: [],
    });
    const profile = await fetch(`${api.url}/api/profile`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { uid: string }).uid).toBe(session.user.uid);
    const stored = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM local_accounts WHERE uid = $1',
      [session.user.uid],
    );
    expect(stored[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(stored[0]!.password_hash).not.toContain('secret-pass');
  });

  it('when the email is already registered (any case), then 409 email-already-in-use', async () => {
    const first = await signUp();
    const r = await post('/auth/sign-up', {
      displayName: 'B',
      email: first.email.toUpperCase(),
      password: 'another1',
      confirmPassword: 'another1',
    });
    expect(r.status).toBe(409);
    expect(r.body.error?.message).toBe(IDENTITY_ERRORS['email-already-in-use']);
  });

  it('when signing in with the right password, then lastLogin moves; a wrong one or unknown email gets 400 invalid-credential', async () => {
    const user = await signUp();
    await db.query("UPDATE users SET last_login = now() - interval '1 day' WHERE uid = $1", [user.session.user.uid]);
    const ok = await post('/auth/sign-in', { email: user.email, password: user.password });
    expect(ok.status).toBe(200);
    const session = ZSession.parse(ok.body);
    expect(Date.now() - Date.parse(session.profile.lastLogin)).toBeLessThan(60_000);
    const wrong = await post('/auth/sign-in', { email: user.email, password: 'not-it' });
    const unknown = await post('/auth/sign-in', { email: email(), password: 'whatever' });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(400);
      expect(r.body.error?.message).toBe(IDENTITY_ERRORS['invalid-credential']);
    }
  });

  it('when an email fails 5 sign-ins in a row from one address, then that address waits, even with the right password', async () => {
    const user = await signUp();
    for (let i = 0; i < 5; i++)
      expect((await post('/auth/sign-in', { email: user.email, password: `wrong-${i}` })).status).toBe(400);
    const slowed = await post('/auth/sign-in', { email: user.email, password: user.password });
    expect(slowed.status).toBe(429);
    expect(slowed.body.error?.message).toBe(IDENTITY_ERRORS['too-many-requests']);
    expect(Number(slowed.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when the refresh cookie is used, then it rotates; the old one works only within the grace period', async () => {
    const user = await signUp();
    const first = await post('/auth/refresh', {}, { cookie: user.cookie! });
    expect(first.status).toBe(200);
    expect(first.cookie).toBeDefined();
    expect(first.cookie).not.toBe(user.cookie);
    const refreshed = ZSession.parse(first.body) as Session;
    expect(
      (await fetch(`${api.url}/api/profile`, { headers: { authorization: `Bearer ${refreshed.accessToken}` } })).status,
    ).toBe(200);

    // Two tabs refreshing at once: the second use of the same token inside the grace window is not theft.
    expect((await post('/auth/refresh', {}, { cookie: user.cookie! })).status).toBe(200);

    // Later reuse means the token was copied: the whole chain is signed out.
    await db.query(
      "UPDATE refresh_tokens SET rotated_at = now() - interval '5 minutes' WHERE uid = $1 AND rotated_at IS NOT NULL",
      [user.session.user.uid],
    );
    const reused = await post('/auth/refresh', {}, { cookie: user.cookie! });
    expect(reused.status).toBe(401);
    expect((await post('/auth/refresh', {}, { cookie: first.cookie! })).status).toBe(401);
  });

  it('when a user signs out, then the refresh cookie is cleared and no longer works', async () => {
    const user = await signUp();
    const out = await fetch(`${api.url}/api/auth/sign-out`, { method: 'POST', headers: { cookie: user.cookie! } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join(';')).toMatch(/fcs_refresh=;/);
    const r = await post('/auth/refresh', {}, { cookie: user.cookie! });
    expect(r.status).toBe(401);
  });

  it('when there is no refresh cookie, then refresh is a 401', async () => {
    expect((await post('/auth/refresh', {})).status).toBe(401);
  });

  it('when a password is reset through the outbox link, then the new password works once and old sessions end', async () => {
    const user = await signUp();
    const asked = await post('/auth/password-reset', { email: user.email });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ sent: true });

    let mails: { links: string[]; subject: string; to: string }[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      const outbox = ZOutboxResponse.parse(
        await (await fetch(`${api.url}/api/dev/outbox?to=${encodeURIComponent(user.email)}`)).json(),
      );
      mails = outbox.mails;
      if (mails.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(user.email);
    const link = mails[0]!.links.find((l) => l.includes('/reset-password?token='))!;
    expect(link.startsWith('http://app.example.test/reset-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets WHERE uid = $1', [
      user.session.user.uid,
    ]);
    expect(stored[0]!.token_hash).not.toBe(token);

    const mismatch = await post('/auth/password-reset/confirm', {
      token,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-2',
    });
    expect(mismatch.body.error?.fields).toEqual({ confirmPassword: VALIDATION.passwordsDoNotMatch });

    const done = await post('/auth/password-reset/confirm', {
      token,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(done.status).toBe(200);
    expect(ZSession.parse(done.body).user.uid).toBe(user.session.user.uid);

    const again = await post('/auth/password-reset/confirm', {
      token,
      password: 'brand-new-3',
      confirmPassword: 'brand-new-3',
    });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe(IDENTITY_ERRORS['invalid-action-code']);

    expect((await post('/auth/sign-in', { email: user.email, password: user.password })).status).toBe(400);
    expect((await post('/auth/sign-in', { email: user.email, password: 'brand-new-1' })).status).toBe(200);
    expect((await post('/auth/refresh', {}, { cookie: user.cookie! })).status).toBe(401);
  });

  it('when a reset link has expired, then it says so; an unknown email still gets the same answer and no mail', async () => {
    const user = await signUp();
    await post('/auth/password-reset', { email: user.email });
    let token: string | undefined;
    for (let i = 0; i < 50 && !token; i++) {
      const { mails } = ZOutboxResponse.parse(
        await (await fetch(`${api.url}/api/dev/outbox?to=${encodeURIComponent(user.email)}`)).json(),
      );
      token = mails[0] ? new URL(mails[0].links[0]!).searchParams.get('token')! : undefined;
      if (!token) await new Promise((r) => setTimeout(r, 50));
    }
    await db.query("UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE uid = $1", [
      user.session.user.uid,
    ]);
    const expired = await post('/auth/password-reset/confirm', {
      token,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error?.message).toBe(IDENTITY_ERRORS['expired-action-code']);

    const nobody = email();
    const unknown = await post('/auth/password-reset', { email: nobody });
    expect(unknown.body).toEqual((await post('/auth/password-reset', { email: user.email })).body);
    await new Promise((r) => setTimeout(r, 100));
    const { mails } = ZOutboxResponse.parse(
      await (await fetch(`${api.url}/api/dev/outbox?to=${encodeURIComponent(nobody)}`)).json(),
    );
    expect(mails).toEqual([]);
  });

  it('when the client asks GET /api/config, then it learns local identity, test payments and the offline engine', async () => {
    const config = ZPublicConfig.parse(await (await fetch(`${api.url}/api/config`)).json());
    expect(config).toEqual({
      identity: { kind: 'local', devOutbox: true, mail: 'outbox' },
      payments: { kind: 'test' },
      llm: { kind: 'offline' },
    });
  });

  it('when /api/auth/sync is called with a token, then the profile exists and lastLogin is stamped', async () => {
    const uid = `sync-${Date.now()}`;
    const r = await post(
      '/auth/sync',
      { displayName: 'Synced', marketingOptIn: true },
      await api.authHeader(uid, `${uid}@example.test`),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ uid, displayName: 'Synced', marketingOptIn: true, subscriptionTier: 'starter' });
    expect((await post('/auth/sync', {})).status).toBe(401);
  });
});

describe('account throttling and production guards', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb('pglite');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('when one IP exceeds AUTH_RATE_LIMIT across api instances, then further auth calls get 429 too-many-requests', async () => {
    const api = await startTestApi(db, { AUTH_RATE_LIMIT: '3' });
    // A second instance of the same deployment (same Redis prefix) counts the same hits.
    const other = await startTestApi(db, { AUTH_RATE_LIMIT: '3', REDIS_PREFIX: api.config.REDIS_PREFIX });
    try {
      const statuses: number[] = [];
      let last: Json = {};
      for (const instance of [api, other, api, other]) {
        const res = await fetch(`${instance.url}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.test', password: 'x' }),
        });
        statuses.push(res.status);
        last = (await res.json()) as Json;
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect(last.error?.message).toBe(IDENTITY_ERRORS['too-many-requests']);
      // The hits live under the deployment's prefix.
      expect(await api.redis.keys(`${api.config.REDIS_PREFIX}:rl:auth:*`)).toHaveLength(1);
    } finally {
      await api.stop();
      await other.stop();
    }
  });

  it('when NODE_ENV is production, then the dev outbox is not served', async () => {
    const api = await startTestApi(db, { NODE_ENV: 'production' });
    try {
      expect((await fetch(`${api.url}/api/dev/outbox`)).status).toBe(404);
      const config = ZPublicConfig.parse(await (await fetch(`${api.url}/api/config`)).json());
      expect(config.identity).toEqual({ kind: 'local', devOutbox: false, mail: 'outbox' });
    } finally {
      await api.stop();
    }
  });
});
