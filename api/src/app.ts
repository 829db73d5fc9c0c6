import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { ApiConfig } from './platform/config';
import type { Db } from '@fcs/core/platform/db';
import { errorHandler, notFoundHandler } from './platform/error-handler';
import type { Logger } from '@fcs/core/platform/logger';
import type { Redis } from '@fcs/core/platform/redis';
import { authenticate, type TokenVerifier } from './platform/auth';
import { healthRoutes } from './modules/health/routes';
import { jobRoutes } from './modules/jobs/routes';
import { quizRoutes } from './modules/quiz/routes';
import { sandboxRoutes } from './modules/sandbox/routes';
import { accountsRoutes } from './modules/accounts/routes';
import { createBillingModule } from './modules/billing/module';
import { profileRoutes } from './modules/profile/routes';
import { createDocumentsModule } from './modules/documents/module';
import { newsRoutes } from './modules/news/routes';
import { createIdentity, type Identity } from './platform/identity/identity';
import { createMailer, type Mailer } from './platform/mail';
import { adminRoutes } from './modules/admin/routes';
import { createRunQueue } from '@fcs/core/platform/queues';
import { attachSocket } from './platform/socket';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { runsRoutes } from './modules/runs/routes';
import type { RunsContext } from './modules/runs/runs-context';
import { registerRunRelay } from './modules/runs/socket-relay';
import { workflowRoutes } from './modules/workflows/routes';
import { isWarmUpRequest } from './platform/warm-up';
import { coachRoutes } from './modules/coach/routes';

/** Everything the api needs from the outside world; main.ts wires real ones, tests wire their own. */
export interface AppDeps {
  config: ApiConfig;
  logger: Logger;
  db: Db;
  redis: Redis;
  auth: TokenVerifier;
  /** Identity adapter for the account routes; built from config when absent (must match `auth`). */
  identity?: Identity;
  /** Mail for password resets; built from config (SMTP or the dev outbox) when absent. */
  mailer?: Mailer;
  /** False while the process warms up (GET /readyz answers 503 until then); always warm when absent. */
  isWarm?: () => boolean;
}

export interface ApiApp {
  app: Express;
  server: Server;
  /** Stops background parts the app owns (not the db or redis, which belong to the caller). */
  close(): Promise<void>;
}

/** Builds the Express app and its HTTP server from its dependencies, without listening. */
export function createApp(deps: AppDeps): ApiApp {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the client's address: the peer's, unless TRUST_PROXY names the proxies allowed to forward it.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || isWarmUpRequest(req) },
      customProps: (req) => ({ uid: (req as express.Request).user?.uid }),
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          connectSrc: [
            "'self'",
            'ws:',
            'wss:',
            'https://*.googleapis.com',
            'https://*.firebaseapp.com',
            ...(config.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${config.FIREBASE_AUTH_EMULATOR_HOST}`] : []),
          ],
          imgSrc: ["'self'", 'data:', 'https://*.googleusercontent.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Firebase's Google sign-in popup loads Google's API script.
          scriptSrc: ["'self'", ...(config.FIREBASE_PROJECT_ID ? ['https://apis.google.com'] : [])],
          frameSrc: ["'self'", 'https://*.firebaseapp.com'],
          formAction: ["'self'", 'https://checkout.stripe.com'],
          // The embedded default serves plain http on 127.0.0.1; TLS is the reverse proxy's job in production.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.PUBLIC_URL?.startsWith('https://') ? undefined : false,
    }),
  );

  app.use(healthRoutes(deps));
  // Accounts, profiles and payments. The Stripe webhook needs its raw body, so billing's public routes
  // (webhook, test checkout page) mount before the JSON-parsing api router and the client's catch-all.
  const identity = deps.identity ?? createIdentity(config);
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR });
  const billing = createBillingModule(deps);
  app.use(billing.publicRoutes);

  const api = express.Router();
  api.use(express.json({ limit: config.JSON_BODY_LIMIT }));
  api.use(authenticate(deps.auth));
  // Domain modules mount here, each under its own path.
  api.use(accountsRoutes({ ...deps, identity, mailer }));
  // Uploads: text extraction in worker threads, for the tools and the coach's resume.
  const documents = createDocumentsModule(config, logger);
  api.use(documents.routes);
  api.use(profileRoutes({ db: deps.db }));
  api.use(billing.routes);
  // Runs: the tools' endpoints enqueue runs; their events reach browsers over Socket.IO (attached below).
  const runQueue = createRunQueue(deps.redis, config.REDIS_PREFIX);
  // The relay needs the Socket.IO server, which needs the http server built below; notify resolves it late.
  const relay: { current?: ReturnType<typeof registerRunRelay> } = {};
  const runs: RunsContext = {
    db: deps.db,
    log: createRunEventLog(deps.redis, config.REDIS_PREFIX),
    queue: runQueue,
    logger,
    notify: (uid, notice) => relay.current?.notify(uid, notice),
    followAhead: (runId) => relay.current?.followAhead(runId),
  };
  api.use('/runs', runsRoutes(runs));
  api.use(workflowRoutes(runs));
  api.use(coachRoutes({ ...runs, documents: documents.reader }));
  api.use(jobRoutes());
  api.use(newsRoutes(config, logger));
  api.use(quizRoutes({ db: deps.db, logger }));
  api.use(sandboxRoutes(runs));
  api.use(notFoundHandler);
  app.use('/api', api);
  // Operators: queue dashboard and Prometheus metrics behind ADMIN_SECRET (before the client's catch-all).
  const admin = adminRoutes({ config, db: deps.db, redis: deps.redis, logger, queues: [runQueue.queue] });
  app.use(admin.router);

  const clientDist = config.CLIENT_DIST ? resolve(config.CLIENT_DIST) : undefined;
  if (clientDist && existsSync(join(clientDist, 'index.html'))) {
    app.use(express.static(clientDist, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
    // The client routes itself: every other GET gets the app shell.
    app.get(/^(?!\/api\/|\/socket\.io\/).*/, (_req, res) => {
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(join(clientDist, 'index.html'));
    });
  }
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  const server = createServer(app);
  const socket = attachSocket(server, { auth: deps.auth, redis: deps.redis, prefix: config.REDIS_PREFIX, logger });
  relay.current = registerRunRelay(socket.io, {
    db: deps.db,
    redis: deps.redis,
    prefix: config.REDIS_PREFIX,
    log: runs.log,
    logger,
    firstFollowerMs: config.RELAY_FIRST_FOLLOWER_MS,
  });
  return {
    app,
    server,
    close: async () => {
      await billing.close();
      await documents.close();
      if (!deps.identity) await identity.close();
      await relay.current?.close();
      await socket.close();
      await admin.close();
      await runQueue.close();
    },
  };
}

function immutableAssets(res: express.Response, path: string) {
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
}
