// Runs in the Node environment: the real Firebase Auth emulator (firebase-tools) and a small HTTP server in the
// place of POST /api/auth/sync, so the firebase SDK (its Node build) and the adapter run for real. The browser-only
// Google popup is not covered here. App code never imports Node; this test does.
// eslint-disable-next-line no-restricted-imports
import { createServer, type Server } from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { AddressInfo } from 'node:net';
import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from '../../../../api/src/testing/firebase-emulator';
import { createFirebaseIdentity } from './firebase-identity';
import { isIdentityError, type IdentityAdapter } from './identity';

interface SyncCall {
  bearer: string | null;
  body: Record<string, unknown>;
}

let emulator: AuthEmulator;
let api: Server;
let identity: IdentityAdapter;
const syncCalls: SyncCall[] = [];

/** The claims of a Firebase ID token (the emulator signs nothing, the payload is plain base64url JSON). */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

beforeAll(async () => {
  emulator = await startAuthEmulator('demo-fcs-client');
  api = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      syncCalls.push({ bearer, body });
      const claims = bearer ? claimsOf(bearer) : {};
      const now = new Date().toISOString();
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          uid: claims.user_id,
          email: claims.email,
          displayName: (body.displayName as string | undefined) ?? (claims.name as string | undefined) ?? 'Someone',
          subscriptionTier: 'starter',
          subscriptionStatus: 'incomplete',
          maxSimulations: 0,
          marketingOptIn: Boolean(body.marketingOptIn),
          createdAt: now,
          lastLogin: now,
          stripeCustomerId: null,
          quizAnswers: [],
          matchedJobs: [],
          lastQuizDate: null,
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  // The adapter calls relative /api paths; the firebase SDK calls the emulator with absolute URLs.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init),
  );
  identity = createFirebaseIdentity({
    apiKey: 'emulator-api-key',
    authDomain: `${emulator.projectId}.firebaseapp.com`,
    projectId: emulator.projectId,
    authEmulatorUrl: `http://${emulator.host}`,
  });
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await identity?.signOut(null).catch(() => undefined);
  await new Promise((resolve) => (api ? api.close(resolve) : resolve(undefined)));
  await emulator?.stop();
});

describe('Firebase identity adapter against the Auth emulator', () => {
  const email = `grace.${Date.now()}@example.test`;

  it('when a user signs up, then the ID token is the bearer of /api/auth/sync with the form values, and the session carries the profile', async () => {
    const session = await identity.signUp({
      displayName: 'Grace Hopper',
      email,
      password: 'first-secret',
      confirmPassword: 'first-secret',
      marketingOptIn: true,
    });
    expect(session.user).toEqual({ uid: expect.any(String), email, displayName: 'Grace Hopper' });
    expect(session.expiresAt).toBeGreaterThan(Date.now());
    expect(claimsOf(session.token)).toMatchObject({ user_id: session.user.uid, email });
    expect(syncCalls.at(-1)).toEqual({
      bearer: session.token,
      body: { displayName: 'Grace Hopper', marketingOptIn: true },
    });
    expect(session.profile).toMatchObject({ uid: session.user.uid, displayName: 'Grace Hopper', marketingOptIn: true });
  });

  it('when the page loads again, then the SDK session is restored without signing in', async () => {
    const restored = await identity.restore(null);
    expect(restored?.user.email).toBe(email);
  });

  it('when the token is refreshed, then a newly issued ID token for the same user comes back', async () => {
    const current = await identity.restore(null);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // iat has one-second resolution
    const next = await identity.refresh(current!);
    expect(next.user.uid).toBe(current!.user.uid);
    expect(Number(claimsOf(next.token).iat)).toBeGreaterThan(Number(claimsOf(current!.token).iat));
  });

  it('when the email is taken, then sign-up fails with the friendly message on the email field', async () => {
    const failure = await identity
      .signUp({
        displayName: 'Again',
        email,
        password: 'other-secret',
        confirmPassword: 'other-secret',
        marketingOptIn: false,
      })
      .catch((error: unknown) => error);
    expect(isIdentityError(failure)).toBe(true);
    expect(failure).toMatchObject({
      message: IDENTITY_ERRORS['email-already-in-use'],
      fields: { email: IDENTITY_ERRORS['email-already-in-use'] },
    });
  });

  it('when the password is wrong, then sign-in fails with a friendly identity message, not the SDK text', async () => {
    await identity.signOut(null);
    const failure = await identity.signIn(email, 'not-the-password').catch((error: unknown) => error);
    expect(isIdentityError(failure)).toBe(true);
    expect([IDENTITY_ERRORS['wrong-password'], IDENTITY_ERRORS['invalid-credential']]).toContain(
      (failure as Error).message,
    );
  });

  it('when signed out, then nothing is restored', async () => {
    await identity.signOut(null);
    await expect(identity.restore(null)).resolves.toBeNull();
  });

  it('when a reset is requested and confirmed with the e-mailed code, then only the new password signs in', async () => {
    await identity.requestPasswordReset(email);
    const codes = (await (
      await fetch(`http://${emulator.host}/emulator/v1/projects/${emulator.projectId}/oobCodes`)
    ).json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
    const code = codes.oobCodes.findLast((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
    expect(code).toBeDefined();

    await expect(identity.confirmPasswordReset(code!.oobCode, 'second-secret', 'second-secret')).resolves.toBeNull();
    await expect(identity.signIn(email, 'first-secret')).rejects.toSatisfy(isIdentityError);
    const session = await identity.signIn(email, 'second-secret');
    expect(session.user.email).toBe(email);
    // Each sign-in is followed by one sync call with the new token.
    expect(syncCalls.at(-1)?.bearer).toBe(session.token);

    // A used code is refused with the friendly message.
    const reused = await identity
      .confirmPasswordReset(code!.oobCode, 'third-secret', 'third-secret')
      .catch((e: unknown) => e);
    expect(reused).toMatchObject({ message: IDENTITY_ERRORS['invalid-action-code'] });
  });
});
