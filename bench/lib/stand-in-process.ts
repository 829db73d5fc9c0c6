/**
 * The bench's stand-in model in a process of its own (see `childStandIn` in ./stand-in): starts the server, says
 * where it listens, then answers the parent's requests over IPC.
 */
import { serveIpc } from './ipc';
import { loopDelayMeter } from './loop-delay';
import { ownCpuMs } from './machine-cpu';
import { profileOnRequest } from './profile';
import { inProcessStandIn, type StandInReady, type StandInRequest } from './stand-in';

const standIn = await inProcessStandIn();
const loopDelay = loopDelayMeter();
const profile = profileOnRequest();

async function handle(request: StandInRequest): Promise<unknown> {
  switch (request.type) {
    case 'setScript':
      return standIn.setScript(request.script);
    case 'stampWrites':
      return standIn.stampWrites(request.on);
    case 'takeWritten':
      return [...(await standIn.takeWritten())];
    case 'takeCalls':
      return standIn.takeCalls();
    case 'connections':
      return standIn.connections();
    case 'loopDelay':
      return loopDelay.take();
    case 'cpu':
      return ownCpuMs();
    case 'profileStart':
      return profile.start();
    case 'profileStop':
      return profile.stop(request.file);
  }
}

serveIpc(handle);
process.on('SIGTERM', () => {
  void standIn.close().finally(() => process.exit(0));
});
process.send!({ ready: standIn.url } satisfies StandInReady);
