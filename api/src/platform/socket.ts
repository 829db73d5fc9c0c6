import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@fcs/shared/runs';
import { bearerToken, type AuthUser, type TokenVerifier } from './auth';
import type { Logger } from '@fcs/core/platform/logger';
import { PATIENT_REDIS_OPTIONS, settleConnection, type Redis } from '@fcs/core/platform/redis';

export interface SocketData {
  user: AuthUser;
}
export type AppSocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Room every socket of a user joins, so a message reaches all their tabs on every api instance. */
export function userRoom(uid: string): string {
  return `user:${uid}`;
}

/** How long closing waits for the adapter's connections to be ready. */
const CLOSE_SETTLE_MS = 2000;

/**
 * Socket.IO on the api's HTTP server. The handshake must carry the same bearer token as REST calls
 * (`auth: { token }`, or an Authorization header); anything else is refused before a socket exists.
 * The Redis adapter lets any api instance reach any user's sockets, whichever instance they are connected to.
 */
export function attachSocket(
  server: HttpServer,
  deps: { auth: TokenVerifier; redis: Redis; prefix: string; logger: Logger },
): { io: AppSocketServer; close(): Promise<void> } {
  // Not request paths: they wait for Redis to come back (and resubscribe) rather than fail fast.
  const pub = deps.redis.duplicate(PATIENT_REDIS_OPTIONS);
  const sub = deps.redis.duplicate(PATIENT_REDIS_OPTIONS);
  for (const client of [pub, sub])
    client.on('error', (err) => deps.logger.warn({ err: err.message }, 'socket adapter redis error'));
  const io: AppSocketServer = new Server(server, {
    serveClient: false,
    // Run events are small; a client that sends more than this is not our client.
    maxHttpBufferSize: 16 * 1024,
    adapter: createAdapter(pub, sub, { key: `${deps.prefix}:socket.io` }),
  });
  io.use((socket, next) => {
    const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const token = typeof fromAuth === 'string' ? fromAuth : bearerToken(socket.handshake.headers.authorization);
    if (!token) return next(new Error('unauthorized'));
    deps.auth.verify(token).then(
      (user) => {
        socket.data.user = user;
        void socket.join(userRoom(user.uid));
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });
  return {
    io,
    close: async () => {
      // The adapter subscribed at once; a connection still in its handshake would write the adapter's UNSUBSCRIBE
      // and our QUIT ahead of that SUBSCRIBE and end with it unanswered (an unhandled "Connection is closed" in the
      // adapter). So the connections are closed once ready, or after 2 s if Redis is away (then without QUIT, which
      // would wait for it).
      await Promise.all([pub, sub].map((client) => settleConnection(client, CLOSE_SETTLE_MS)));
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(
        [pub, sub].map((client) =>
          client.status === 'ready' ? client.quit().catch(() => undefined) : client.disconnect(),
        ),
      );
    },
  };
}
