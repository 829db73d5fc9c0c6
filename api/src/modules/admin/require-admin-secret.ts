import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError } from '@fcs/core/platform/errors';

/** The realm browsers show in their basic-auth prompt for the operator pages. */
export const ADMIN_REALM = 'Finance Career Simulator operations';

/**
 * The secret an operator sent: `Authorization: Bearer <secret>` (curl, Prometheus `authorization`), or basic auth
 * with the secret as password and any user name (browsers, Prometheus `basic_auth`).
 */
export function presentedSecret(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!basic?.[1]) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : undefined;
}

/** Compares in constant time whatever the lengths (both sides hashed first). */
function sameSecret(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export interface AdminGuardOptions {
  /** Wrong secrets allowed per client address and window before they get 429. */
  maxFailures: number;
  windowMs: number;
}

/**
 * Guards the operator endpoints. Without ADMIN_SECRET configured they do not exist (404), so a deployment that
 * never set one exposes nothing; with it, a missing or wrong secret is a 401 that lets a browser ask for it.
 * Only wrong guesses are rate limited, so a flood of them never locks out the operator who has the secret.
 */
export function requireAdminSecret(secret: string | undefined, options: AdminGuardOptions): RequestHandler[] {
  const ADMIN = 'fcsAdmin';
  return [
    (req, res, next) => {
      if (!secret) return next(AppError.notFound('No such endpoint'));
      const presented = presentedSecret(req.headers.authorization);
      res.locals[ADMIN] = presented !== undefined && sameSecret(presented, secret);
      next();
    },
    rateLimit({
      windowMs: options.windowMs,
      limit: options.maxFailures,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      skip: (_req, res) => res.locals[ADMIN] === true,
      handler: (_req, _res, next) =>
        next(new AppError('rate_limited', 'Too many wrong attempts. Please wait and try again.')),
    }),
    (_req, res, next) => {
      if (res.locals[ADMIN] === true) return next();
      res.setHeader('WWW-Authenticate', `Basic realm="${ADMIN_REALM}", charset="UTF-8"`);
      next(AppError.unauthorized('The operator secret is missing or wrong'));
    },
  ];
}
