/**
 * The bench's stand-in model in a process of its own (see `childStandIn` in ./stand-in): starts the server, says
 * where it listens, then answers the parent's requests over IPC.
 */
import { inProcessStandIn, type StandInReply, type StandInRequest } from './stand-in';

const standIn = await inProcessStandIn();

async function handle(request: StandInRequest): Promise<unknown> {
  switch (request.type) {
    case 'setScript':
      return standIn.setScript(request.script);
    case 'stampWrites':
      return standIn.stampWrites(request.on);
    case 'takeWritten':
      return [...(await standIn.takeWritten())];
    case 'connections':
      return standIn.connections();
  }
}

process.on('message', (request: StandInRequest) => {
  handle(request).then(
    (value) => process.send!({ id: request.id, ok: true, value } satisfies StandInReply),
    (err: unknown) =>
      process.send!({
        id: request.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      } satisfies StandInReply),
  );
});
process.on('SIGTERM', () => {
  void standIn.close().finally(() => process.exit(0));
});
// The parent is gone: nothing left to do.
process.on('disconnect', () => process.exit(0));
process.send!({ id: 0, ready: standIn.url } satisfies StandInReply);
