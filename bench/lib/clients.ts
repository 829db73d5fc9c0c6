import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connectClient, type ClientSocket } from '@fcs/all-in-one/testing/system';
import { followOneRun, type FollowedRun } from './follow';

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
  close(): Promise<void>;
}

export type FleetRequest =
  | { id: number; type: 'connect'; set: string; apiUrl: string; auths: Record<string, string>[] }
  | ({ id: number; type: 'follow' } & FollowRequest)
  | { id: number; type: 'cpu' };
export type FleetReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

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
    close: async () => {
      for (const clients of sets.values()) clients.forEach((c) => c.socket.disconnect());
      sets.clear();
    },
  };
}

/** Clients in a child process (bench/lib/client-process.ts), driven over IPC. */
export async function childFleet(): Promise<ClientFleet> {
  const entry = fileURLToPath(new URL('./client-process.ts', import.meta.url));
  const child: ChildProcess = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let exited = false;
  child.on('message', (reply: FleetReply) => {
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (reply.ok) w.resolve(reply.value);
    else w.reject(new Error(reply.error));
  });
  child.once('exit', (code) => {
    exited = true;
    for (const w of waiting.values()) w.reject(new Error(`the clients' process exited (${code})`));
    waiting.clear();
  });
  const ask = <T>(
    request: FleetRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(new Error("the clients' process has exited"));
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...request, id });
    });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  return {
    where: 'child',
    connect: (set, apiUrl, auths) => ask<void>({ type: 'connect', set, apiUrl, auths }),
    follow: (request) => ask<FollowedRun>({ type: 'follow', ...request }),
    cpuMs: () => ask<number>({ type: 'cpu' }),
    close: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
