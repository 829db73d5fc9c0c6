import { connectClient, type ClientSocket } from '@fcs/all-in-one/testing/system';
import { followOneRun, type FollowedRun } from './follow';
import { ipcParent } from './ipc';
import type { LoopDelay } from './loop-delay';

/** A run to start and follow: which client (of which set), where, what. */
export interface FollowRequest {
  set: string;
  index: number;
  apiUrl: string;
  path: string;
  body: unknown;
  timeoutMs: number;
}

/**
 * The bench's users: sets of Socket.IO clients (one user and one socket each), each starting runs over HTTP and
 * following them. `child` (the default) runs them in a process of their own, so the bench process (the api, the
 * in-process workers, the stand-in model) does not also carry 200 clients' sockets, HTTP requests and event
 * parsing on its event loop; `in-process` is how the bench ran before (to compare the harnesses).
 */
export interface ClientFleet {
  readonly where: 'child' | 'in-process';
  /** Connects one client per auth header to apiUrl, as set `set`; resolves once all are connected. */
  connect(set: string, apiUrl: string, auths: Record<string, string>[]): Promise<void>;
  follow(request: FollowRequest): Promise<FollowedRun>;
  /** CPU time (ms, user + system) the clients' process has used so far (null in-process: it is the bench's own). */
  cpuMs(): Promise<number | null>;
  /** The clients' process's event-loop delay since the last call (null in-process: the bench's own). */
  loopDelay(): Promise<LoopDelay | null>;
  /** A CPU profile of the clients' process from now until profileStop (nothing in-process: the bench's own). */
  profileStart(): Promise<void>;
  profileStop(file: string): Promise<void>;
  close(): Promise<void>;
}

export type FleetRequest =
  | { id: number; type: 'connect'; set: string; apiUrl: string; auths: Record<string, string>[] }
  | ({ id: number; type: 'follow' } & FollowRequest)
  | { id: number; type: 'cpu' }
  | { id: number; type: 'loopDelay' }
  | { id: number; type: 'profileStart' }
  | { id: number; type: 'profileStop'; file: string };

/** Clients in the calling process. */
export function inProcessFleet(): ClientFleet {
  const sets = new Map<string, { socket: ClientSocket; auth: Record<string, string> }[]>();
  return {
    where: 'in-process',
    async connect(set, apiUrl, auths) {
      const clients = [];
      for (const auth of auths) clients.push({ socket: await connectClient(apiUrl, auth), auth });
      sets.set(set, clients);
    },
    follow(request) {
      const client = sets.get(request.set)?.[request.index];
      if (!client) throw new Error(`no client ${request.set}#${request.index}`);
      return followOneRun({ ...request, socket: client.socket, auth: client.auth });
    },
    cpuMs: async () => null,
    loopDelay: async () => null,
    profileStart: async () => undefined,
    profileStop: async () => undefined,
    close: async () => {
      for (const clients of sets.values()) clients.forEach((c) => c.socket.disconnect());
      sets.clear();
    },
  };
}

/** Clients in a child process (bench/lib/client-process.ts), driven over IPC. */
export async function childFleet(): Promise<ClientFleet> {
  const { child, ask, close } = ipcParent<FleetRequest>(
    new URL('./client-process.ts', import.meta.url),
    "the clients' process",
  );
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  return {
    where: 'child',
    connect: (set, apiUrl, auths) => ask<void>({ type: 'connect', set, apiUrl, auths }),
    follow: (request) => ask<FollowedRun>({ type: 'follow', ...request }),
    cpuMs: () => ask<number>({ type: 'cpu' }),
    loopDelay: () => ask<LoopDelay>({ type: 'loopDelay' }),
    profileStart: () => ask<void>({ type: 'profileStart' }),
    profileStop: (file) => ask<void>({ type: 'profileStop', file }),
    close,
  };
}
