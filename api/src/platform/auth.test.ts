import { describe, expect, it, vi } from 'vitest';
import { jwtVerify, SignJWT } from 'jose';
import { createLocalTokens } from './auth';

const SECRET = 'a'.repeat(48);
const user = { uid: 'user-1', email: 'user-1@example.test', displayName: 'User One' };

describe('local access tokens', () => {
  it('when a token is issued, then it verifies as its user, and it is a plain HS256 token of the secret (sessions issued before stay valid)', async () => {
    const tokens = createLocalTokens(SECRET, 600);
    const { token } = await tokens.issue(user);
    expect(await tokens.verify(token)).toEqual(user);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      issuer: 'fcs-api',
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe('user-1');
    // A token made with the secret's bytes directly (as before the key was imported once) verifies too.
    const before = await new SignJWT({ email: user.email, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-2')
      .setIssuer('fcs-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    expect((await tokens.verify(before)).uid).toBe('user-2');
  });

  it('when a token is signed with another secret, altered, or expired, then it is refused with the session message', async () => {
    const tokens = createLocalTokens(SECRET, 600);
    const { token: foreign } = await createLocalTokens('b'.repeat(48), 600).issue(user);
    await expect(tokens.verify(foreign)).rejects.toThrow('Invalid session token');
    const { token } = await tokens.issue(user);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', email: 'x@example.test', typ: 'access', iss: 'fcs-api', iat: 1, exp: 9999999999 })).toString('base64url')}.${signature}`;
    await expect(tokens.verify(forged)).rejects.toThrow('Invalid session token');
    const { token: expired } = await createLocalTokens(SECRET, -60).issue(user);
    await expect(tokens.verify(expired)).rejects.toThrow('Your session has expired. Please sign in again.');
  });

  it('when a token was verified, then it is known until its expiry (no second signature check); an unknown, altered or expired one is not', async () => {
    const tokens = createLocalTokens(SECRET, 60);
    const { token } = await tokens.issue(user);
    expect(tokens.verifyKnown(token)).toBeUndefined();
    expect(await tokens.verify(token)).toEqual(user);
    expect(tokens.verifyKnown(token)).toEqual(user);
    const [header, payload, signature] = token.split('.');
    expect(tokens.verifyKnown(`${header}.${payload}.${signature!.slice(0, -2)}AA`)).toBeUndefined();
    const { token: foreign } = await createLocalTokens('b'.repeat(48), 600).issue(user);
    await expect(tokens.verify(foreign)).rejects.toThrow('Invalid session token');
    expect(tokens.verifyKnown(foreign)).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect(tokens.verifyKnown(token)).toBeUndefined();
      await expect(tokens.verify(token)).rejects.toThrow('Your session has expired. Please sign in again.');
    } finally {
      vi.useRealTimers();
    }
  });
});
