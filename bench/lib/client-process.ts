/**
 * The bench's clients in a process of their own (see `childFleet` in ./clients): connects sets of Socket.IO
 * clients and starts and follows runs as the parent asks over IPC, answering each request with its outcome.
 */
import { connectClient, type ClientSocket } from '@fcs/all-in-one/testing/system';
import { followOneRun } from './follow';
import type { FleetRequest } from './clients';
import { serveIpc } from './ipc';
import { loopDelayMeter } from './loop-delay';
import { ownCpuMs } from './machine-cpu';
import { profileOnRequest } from './profile';

const loopDelay = loopDelayMeter();
const profile = profileOnRequest();
const sets = new Map<string, { socket: ClientSocket; auth: Record<string, string> }[]>();

async function handle(request: FleetRequest): Promise<unknown> {
  if (request.type === 'connect') {
    const clients = [];
    for (const auth of request.auths) clients.push({ socket: await connectClient(request.apiUrl, auth), auth });
    sets.set(request.set, clients);
    return null;
  }
  if (request.type === 'loopDelay') return loopDelay.take();
  if (request.type === 'cpu') return ownCpuMs();
  if (request.type === 'profileStart') return profile.start();
  if (request.type === 'profileStop') return profile.stop(request.file);
  const client = sets.get(request.set)?.[request.index];
  if (!client) throw new Error(`no client ${request.set}#${request.index}`);
  return followOneRun({ ...request, socket: client.socket, auth: client.auth });
}

serveIpc(handle);
process.on('SIGTERM', () => {
  for (const clients of sets.values()) clients.forEach((c) => c.socket.disconnect());
  process.exit(0);
});
