import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import { requestFrom } from '../testing/request-from';
import { useTestApi } from '../testing/use-test-api';

// Issue 11, item 4: anyone could lock anyone out (five wrong passwords locked the e-mail for 15 minutes, the owner
// included), the per-IP limit trusted X-Forwarded-For from any loopback client, behind the shipped nginx every
// user shared one bucket, /api/auth/refresh had no limit, and a token without `exp` was accepted.

const OWNER_IP = '127.0.0.1';
const ATTACKER_IP = '127.0.0.2';
type ErrorBody = { error?: { code: string; message: string } };

describe('hardening: sign-in abuse (issue 11 item 4)', () => {
  // A first delay of an hour: the refusal after the free failures cannot be outlived by a slow test machine.
  const ctx = useTestApi(
    'postgres',
    { AUTH_RATE_LIMIT: '40', AUTH_REFRESH_RATE_LIMIT: '3', LOGIN_DELAY_BASE_SECONDS: '3600' },
    { clearRedisKeys: true },
  );
  let n = 0;
  const json = { 'content-type': 'application/json' };
  const post = (from: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    requestFrom(from, `${ctx.api.url}/api${path}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });
  async function signUp() {
    const email = `owner${++n}-${Date.now()}@example.test`;
    const password = 'correct horse battery';
    const r = await post(OWNER_IP, '/auth/sign-up', {
      displayName: 'Owner',
      email,
      password,
      confirmPassword: password,
    });
    expect(r.status).toBe(201);
    return { email, password, cookie: String(r.headers['set-cookie']).split(';')[0]! };
  }

  it("when an attacker fails sign-ins for someone's e-mail, then the attacker is slowed and the owner still signs in", async () => {
    const owner = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await post(ATTACKER_IP, '/auth/sign-in', { email: owner.email, password: `guess-${i}` })).status);
    // Five free failures, then every attempt from that IP for that e-mail waits, right password or not.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const slowed = await post(ATTACKER_IP, '/auth/sign-in', { email: owner.email, password: owner.password });
    expect(slowed.status).toBe(429);
    expect(slowed.json<ErrorBody>().error?.message).toBe(IDENTITY_ERRORS['too-many-requests']);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);

    const ownerIn = await post(OWNER_IP, '/auth/sign-in', { email: owner.email, password: owner.password });
    expect(ownerIn.status).toBe(200);
  });

  it('when the owner mistypes a few times and then gets it right, then the count starts again', async () => {
    const owner = await signUp();
    for (let i = 0; i < 4; i++)
      expect((await post(OWNER_IP, '/auth/sign-in', { email: owner.email, password: `typo-${i}` })).status).toBe(400);
    expect((await post(OWNER_IP, '/auth/sign-in', owner)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await post(OWNER_IP, '/auth/sign-in', { email: owner.email, password: `typo-${i}` })).status).toBe(400);
    expect((await post(OWNER_IP, '/auth/sign-in', owner)).status).toBe(200);
  });

  it('when a loopback client rotates X-Forwarded-For without a trusted proxy, then it still shares one IP bucket', async () => {
    const from = '127.0.0.3';
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const r = await post(
        from,
        '/auth/password-reset',
        { email: `nobody${i}@example.test` },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);
  });

  it('when /api/auth/refresh is called past its limit, then 429', async () => {
    const owner = await signUp();
    let cookie = owner.cookie;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await post('127.0.0.4', '/auth/refresh', {}, { cookie });
      statuses.push(r.status);
      const next = r.headers['set-cookie'];
      if (next) cookie = String(next).split(';')[0]!;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('when a token is signed with the right secret but has no exp, then it is refused', async () => {
    const key = new TextEncoder().encode(ctx.api.config.AUTH_SECRET!);
    const claims = { email: 'forever@example.test', typ: 'access' };
    const noExp = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('forever')
      .setIssuer('fcs-api')
      .setIssuedAt()
      .sign(key);
    const res = await fetch(`${ctx.api.url}/api/profile`, { headers: { authorization: `Bearer ${noExp}` } });
    expect(res.status).toBe(401);
    // The same token with an expiry is accepted: the refusal is about the missing claim.
    const withExp = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('forever')
      .setIssuer('fcs-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect(
      (await fetch(`${ctx.api.url}/api/profile`, { headers: { authorization: `Bearer ${withExp}` } })).status,
    ).toBe(200);
  });
});

describe('hardening: behind the shipped nginx, each client has its own bucket (issue 11 item 4)', () => {
  const ctx = useTestApi('pglite', { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' }, { clearRedisKeys: true });

  it('when two clients come through one trusted proxy, then their limits are counted apart', async () => {
    const reset = (client: string) =>
      requestFrom('127.0.0.1', `${ctx.api.url}/api/auth/password-reset`, {
        method: 'POST',
        // nginx replaces the header with the address it saw (deploy/nginx.conf).
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email: 'someone@example.test' }),
      });
    const a = [];
    for (let i = 0; i < 4; i++) a.push((await reset('203.0.113.10')).status);
    expect(a).toEqual([200, 200, 200, 429]);
    expect((await reset('203.0.113.20')).status).toBe(200);
  });

  it('when the deployment files are read, then nginx overwrites X-Forwarded-For and the api trusts one hop', () => {
    const nginx = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');
    const apiBlock = /location \/api\/ \{[^}]*\}/.exec(nginx)?.[0] ?? '';
    expect(apiBlock).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    const compose = readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8');
    const apiService = compose.slice(compose.indexOf('\n  api:'), compose.indexOf('\n  worker:'));
    expect(apiService).toMatch(/TRUST_PROXY: '1'/);
  });
});
