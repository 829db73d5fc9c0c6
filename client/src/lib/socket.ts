import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@fcs/shared/runs';
import { io, type Socket } from 'socket.io-client';
import { registerRunSocketClose } from './run-socket-lifecycle';

/** The app's Socket.IO connection to the api, typed with the run event maps of `@fcs/shared/runs`. */
export type RunSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Gives the current bearer token (the same one REST calls send), or null when signed out. */
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/** How long a refused handshake (expired token, api restarting) waits before trying again; doubles up to the cap. */
const RECONNECT_BASE_MS = 1000;
const RECONNECT_MAX_MS = 15_000;

let shared: { socket: RunSocket; setTokenSource: (source: TokenSource) => void } | null = null;

/**
 * Creates a socket that authenticates every (re)connection with the token the source gives at that moment, so a
 * refreshed token is used after a reconnect. A handshake the server refuses is retried with backoff (Socket.IO
 * itself gives up after a middleware error). `url` is for tests; the app talks to its own origin.
 */
export function createRunSocket(
  getToken: TokenSource,
  url?: string,
): { socket: RunSocket; setTokenSource: (source: TokenSource) => void } {
  let tokenSource = getToken;
  const options = {
    path: SOCKET_PATH,
    // WebSocket first: the api sits behind proxies that may not stick long-polling sessions to one instance.
    transports: ['websocket', 'polling'],
    autoConnect: false,
    auth: (cb: (data: object) => void) => {
      Promise.resolve()
        .then(() => tokenSource())
        .then(
          (token) => cb({ token: token ?? '' }),
          () => cb({ token: '' }),
        );
    },
  };
  const socket: RunSocket = url ? io(url, options) : io(options);
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect', () => {
    failures = 0;
  });
  socket.on('connect_error', () => {
    // socket.active is false when the server refused the handshake: Socket.IO will not retry on its own.
    if (socket.active) return;
    failures += 1;
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        if (!socket.connected && !socket.active) socket.connect();
      },
      Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** (failures - 1)),
    );
  });
  return {
    socket,
    setTokenSource: (source) => {
      tokenSource = source;
    },
  };
}

/** The page's one run socket, connected on first use; later callers update where the token comes from. */
export function getRunSocket(getToken: TokenSource): RunSocket {
  if (!shared) {
    shared = createRunSocket(getToken);
    registerRunSocketClose(() => {
      shared?.socket.disconnect();
      shared = null;
    });
  } else shared.setTokenSource(getToken);
  if (!shared.socket.connected && !shared.socket.active) shared.socket.connect();
  return shared.socket;
}
