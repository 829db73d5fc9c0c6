import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { rateLimit } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { REFRESH_COOKIE, ZSyncRequest, type Session } from '@fcs/shared/accounts';
import { IDENTITY_ERRORS } from '@fcs/shared/messages';
import { cleanString } from '@fcs/shared/text';
import { currentUser, requireUser } from '../../platform/auth';
import { publicBaseUrl, type ApiConfig } from '../../platform/config';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import type { Identity } from '../../platform/identity/identity';
import type { Logger } from '@fcs/core/platform/logger';
import { outboxDir, readOutbox, type Mailer } from '../../platform/mail';
import type { Redis } from '@fcs/core/platform/redis';
import { ensureProfile } from '../profile/ensure-profile';
import { confirmPasswordReset } from './confirm-password-reset';
import { devOutboxEnabled, publicConfig } from './public-config';

import { createLoginThrottle } from './login-throttle';
import { refreshSession } from './refresh-session';
import { requestPasswordReset } from './request-password-reset';
import type { IssuedSession } from './session';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { signUp } from './sign-up';

export interface AccountsDeps {
  config: ApiConfig;
  db: Db;
  redis: Redis;
  logger: Logger;
  identity: Identity;
  mailer: Mailer;
}

const COOKIE_PATH = '/api/auth';
const ZOutboxQuery = z.object({ to: z.string().max(254).optional() });

const isLoopback = (address: string | undefined) =>
  !!address && (/^(::ffff:)?127\./.test(address) || address === '::1');

/** A cookie's value; one that is not a valid %-encoding reads as absent (it cannot be a token we issued). */
function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return cleanString(decodeURIComponent(value.join('=')));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * /api/config, /api/auth/* and /api/dev/outbox. The built-in account routes exist only under the built-in
 * identity adapter; /api/auth/sync serves both adapters.
 */
export function accountsRoutes(deps: AccountsDeps): Router {
  const { config, identity } = deps;
  const router = Router();
  const secureCookie = config.PUBLIC_URL?.startsWith('https://') ?? false;

  router.get('/config', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(publicConfig(config, identity, deps.mailer));
  });

  // Any adapter: after a sign-in the client calls this once; it creates the profile on first sight.
  router.post('/auth/sync', requireUser, async (req, res) => {
    const options = parseInput(ZSyncRequest, req.body ?? {});
    res.json(await ensureProfile(deps.db, currentUser(req), { ...options, signIn: true }));
  });

  if (identity.kind !== 'local') return router;
  const sessionDeps = { db: deps.db, tokens: identity.tokens, refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS };

  const sendSession = (res: Response, issued: IssuedSession, status = 200) => {
    const { refreshToken, ...session } = issued;
    res.cookie(REFRESH_COOKIE, refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: COOKIE_PATH,
      expires: new Date(session.refreshExpiresAt),
    });
    res.setHeader('cache-control', 'no-store');
    res.status(status).json(session satisfies Session);
  };
  const clearSessionCookie = (res: Response) =>
    res.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure: secureCookie, path: COOKIE_PATH });

  // Per-IP limits shared by every api instance (Redis); req.ip honours TRUST_PROXY only. The per-e-mail+IP
  // progressive delay of sign-ins lives in sign-in (LoginThrottle).
  const perIpLimit = (name: string, limit: number) =>
    rateLimit({
      windowMs: 15 * 60_000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: new RedisStore({
        sendCommand: (command: string, ...args: string[]) => deps.redis.call(command, ...args) as Promise<RedisReply>,
        prefix: `${config.REDIS_PREFIX}:rl:${name}:`,
      }),
      handler: (_req, _res, next) => next(new AppError('rate_limited', IDENTITY_ERRORS['too-many-requests']!)),
    });
  const throttle = perIpLimit('auth', config.AUTH_RATE_LIMIT);
  const refreshLimit = perIpLimit('refresh', config.AUTH_REFRESH_RATE_LIMIT);
  const loginThrottle = createLoginThrottle({
    redis: deps.redis,
    prefix: config.REDIS_PREFIX,
    baseDelaySeconds: config.LOGIN_DELAY_BASE_SECONDS,
  });

  router.post('/auth/sign-up', throttle, async (req, res) => {
    sendSession(res, await signUp(sessionDeps, req.body), 201);
  });
  router.post('/auth/sign-in', throttle, async (req, res) => {
    sendSession(res, await signIn({ ...sessionDeps, throttle: loginThrottle }, req.body, req.ip ?? 'unknown'));
  });
  router.post('/auth/refresh', refreshLimit, async (req, res) => {
    try {
      sendSession(res, await refreshSession(sessionDeps, readCookie(req, REFRESH_COOKIE)));
    } catch (err) {
      clearSessionCookie(res);
      throw err;
    }
  });
  router.post('/auth/sign-out', async (req, res) => {
    await signOut(deps.db, readCookie(req, REFRESH_COOKIE));
    clearSessionCookie(res);
    res.status(204).end();
  });
  router.post('/auth/password-reset', throttle, async (req, res) => {
    const { response, delivery } = await requestPasswordReset(
      deps,
      req.body,
      publicBaseUrl(config, { origin: req.headers.origin, host: req.headers.host }),
    );
    delivery.catch((err: unknown) => req.log.error({ err }, 'password reset e-mail failed'));
    res.json(response);
  });
  router.post('/auth/password-reset/confirm', throttle, async (req, res) => {
    sendSession(res, await confirmPasswordReset(sessionDeps, req.body));
  });

  if (devOutboxEnabled(config, identity, deps.mailer)) {
    router.get('/dev/outbox', async (req, res) => {
      // For the developer at this machine: the peer and the client it speaks for (TRUST_PROXY) are both loopback.
      if (!isLoopback(req.socket.remoteAddress) || !isLoopback(req.ip)) throw AppError.notFound('No such endpoint');
      const { to } = parseInput(ZOutboxQuery, req.query);
      res.setHeader('cache-control', 'no-store');
      res.json({ mails: await readOutbox(outboxDir(config.DATA_DIR), { to, limit: 50 }) });
    });
  }
  return router;
}
