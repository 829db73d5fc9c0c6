/**
 * Request/reply over a forked child's IPC channel, for the bench's helpers that run in a child process (the
 * Socket.IO clients, the stand-in model): the parent asks with `ipcParent`, the child answers with `serveIpc`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type IpcReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** A request without the id the channel adds. */
export type Ask<Req extends { id: number }> = <T>(request: Req extends unknown ? Omit<Req, 'id'> : never) => Promise<T>;

/**
 * Forks `entry` (a TypeScript file next to the caller, run through tsx) and returns how to ask it things. Messages
 * that are not replies (e.g. a "ready" notice) go to `onOther`. Every open request fails when the child exits.
 */
export function ipcParent<Req extends { id: number }>(
  entry: URL,
  name: string,
  onOther: (message: unknown) => void = () => undefined,
) {
  const child = fork(fileURLToPath(entry), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let exited = false;
  const exitListeners: ((err: Error) => void)[] = [];
  child.on('message', (message: IpcReply | { id?: unknown }) => {
    if (!('ok' in message)) return onOther(message);
    const w = waiting.get(message.id);
    if (!w) return;
    waiting.delete(message.id);
    if (message.ok) w.resolve(message.value);
    else w.reject(new Error(message.error));
  });
  child.once('exit', (code) => {
    exited = true;
    const err = new Error(`${name} exited (${code})`);
    for (const listener of exitListeners) listener(err);
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  });
  const ask: Ask<Req> = <T>(request: object) =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(new Error(`${name} has exited`));
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...request, id });
    });
  return {
    child,
    ask,
    /** Called with the reason when the child exits. */
    onExit: (listener: (err: Error) => void) => void exitListeners.push(listener),
    /** Stops the child (SIGTERM) and waits until it has gone. */
    close: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** In the child: answers each request with `handle`'s value or its error's message; exits when the parent goes. */
export function serveIpc<Req extends { id: number }>(handle: (request: Req) => Promise<unknown>): void {
  process.on('message', (request: Req) => {
    handle(request).then(
      (value) => process.send!({ id: request.id, ok: true, value } satisfies IpcReply),
      (err: unknown) =>
        process.send!({
          id: request.id,
          ok: false,
          error: err instanceof Error ? err.message : String(err),
        } satisfies IpcReply),
    );
  });
  // The parent is gone: nothing left to do.
  process.on('disconnect', () => process.exit(0));
}
