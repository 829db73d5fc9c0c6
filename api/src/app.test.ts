import { describe, expect, it } from 'vitest';
import { useTestApi } from './testing/use-test-api';

describe('api platform', () => {
  const ctx = useTestApi('pglite');

  it('when /healthz is asked, then it answers 200', async () => {
    const res = await fetch(`${ctx.api.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('when /readyz is asked with Redis and the database up, then both checks pass', async () => {
    const res = await fetch(`${ctx.api.url}/readyz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { checks: { name: string; ok: boolean }[] };
    expect(body.checks.map((c) => [c.name, c.ok])).toEqual([
      ['redis', true],
      ['database', true],
    ]);
  });

  it('when an unknown api path is called, then the error is JSON with a code', async () => {
    const res = await fetch(`${ctx.api.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such endpoint' } });
  });

  it('when the body is not JSON, then the answer is 400 and not 500', async () => {
    const res = await fetch(`${ctx.api.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request');
  });

  it('when the body is larger than the limit, then the answer is 413', async () => {
    const res = await fetch(`${ctx.api.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(300_000) }),
    });
    expect(res.status).toBe(413);
  });

  it('when a bearer token is forged, then the answer is 401', async () => {
    const res = await fetch(`${ctx.api.url}/api/anything`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
  });

  it('when a request comes in, then it gets a request id and security headers', async () => {
    const res = await fetch(`${ctx.api.url}/healthz`, { headers: { 'x-request-id': 'abcdef123456' } });
    expect(res.headers.get('x-request-id')).toBe('abcdef123456');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
