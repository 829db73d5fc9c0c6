import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RequestHandler } from 'express';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from '@fcs/core/platform/errors';
import { cleanString } from '@fcs/shared/text';
import { setBounded } from '@fcs/core/platform/bounded-map';
import { stampRunStage } from '@fcs/core/platform/run-stages';

/** Who is calling, as the identity adapter vouches for it. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName?: string;
}

/** Turns a bearer token into a user, or throws AppError('unauthorized'). One per identity adapter. */
export interface TokenVerifier {
  verify(token: string): Promise<AuthUser>;
  /**
   * The user of a token this verifier has already verified and that is still valid, answered at once; undefined
   * otherwise (then `verify` decides). Optional.
   */
  verifyKnown?(token: string): AuthUser | undefined;
}

/** Verified tokens a local verifier remembers at most (the oldest is forgotten first). */
const KNOWN_TOKENS_MAX = 10_000;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: AuthUser;
    }
  }
}

/** Short-lived access tokens signed by the api itself (built-in accounts). */
export function createLocalTokens(secret: string, ttlSeconds: number) {
  // The HMAC key imported once: given the secret's bytes, jose imports them again on every check and signature
  // (every authenticated request pays it: 55-74 µs of CPU a check against 37-41 µs, warm). The same HS256 tokens.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  key.catch(() => undefined); // an import that failed is reported by the first issue or verify
  const issuer = 'fcs-api';
  // Tokens verified here, with their expiry: a browser sends the same access token with every request until it
  // expires, and checking its signature again is WebCrypto's HMAC, an asynchronous job on libuv's thread pool (about
  // half a millisecond of every authenticated request on a busy machine, the POST that starts a run included). The
  // same token verifies the same way until its expiry (the check depends on nothing else: no revocation list), so a
  // token seen valid is taken at once until then; an expired or unknown one goes through jwtVerify as before.
  const known = new Map<string, { user: AuthUser; exp: number }>();
  return {
    ttlSeconds,
    async issue(user: AuthUser): Promise<{ token: string; expiresAt: string }> {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ email: user.email, name: user.displayName, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.uid)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(await key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token: string): Promise<AuthUser> {
      try {
        // A token without an expiry would be valid forever: exp (and sub, iat) must be present.
        const { payload } = await jwtVerify(token, await key, {
          issuer,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw AppError.unauthorized('Invalid session token');
        }
        const user = {
          uid: payload.sub,
          email: payload.email,
          displayName: typeof payload.name === 'string' ? payload.name : undefined,
        };
        setBounded(known, token, { user, exp: payload.exp! }, KNOWN_TOKENS_MAX);
        return user;
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof joseErrors.JWTExpired)
          throw AppError.unauthorized('Your session has expired. Please sign in again.');
        throw AppError.unauthorized('Invalid session token');
      }
    },
    verifyKnown(token: string): AuthUser | undefined {
      const hit = known.get(token);
      if (!hit) return undefined;
      // Valid while its exp is after now, in whole seconds, as jwtVerify decides.
      if (hit.exp > Math.floor(Date.now() / 1000)) return hit.user;
      known.delete(token);
      return undefined;
    },
  };
}
export type LocalTokens = ReturnType<typeof createLocalTokens>;

/** The configured secret, or one generated once and kept under the data folder for the embedded default. */
export function resolveAuthSecret(configured: string | undefined, secretFile: string): string {
  if (configured) return configured;
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dirname(secretFile), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Sets req.user when a valid bearer token is present; an invalid one is a 401, a missing one is fine. */
export function authenticate(verifier: TokenVerifier): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next();
    stampRunStage('api.auth');
    // Claims are outside text too (a Firebase display name is whatever the user typed).
    const accept = (user: AuthUser) => {
      stampRunStage('api.authed');
      req.user = {
        uid: cleanString(user.uid),
        email: cleanString(user.email),
        ...(user.displayName !== undefined ? { displayName: cleanString(user.displayName) } : {}),
      };
      next();
    };
    const known = verifier.verifyKnown?.(token);
    if (known) return accept(known);
    verifier.verify(token).then(accept, next);
  };
}

/** Refuses the request with 401 unless authenticate() found a user. */
export const requireUser: RequestHandler = (req, _res, next) => next(req.user ? undefined : AppError.unauthorized());

/** The signed-in user of a request that passed requireUser. */
export function currentUser(req: { user?: AuthUser }): AuthUser {
  if (!req.user) throw AppError.unauthorized();
  return req.user;
}
