import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { dirname } from 'node:path';

/** A CPU profile of this process from now until stop(), written to a file (BENCH_PROFILE_DIR). */
export async function startProfile(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      session.disconnect();
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
    },
  };
}

/** In a helper process: one profile at a time, started and stopped as the bench asks over IPC. */
export function profileOnRequest(): { start(): Promise<void>; stop(file: string): Promise<void> } {
  let running: Awaited<ReturnType<typeof startProfile>> | null = null;
  return {
    async start() {
      running ??= await startProfile();
    },
    async stop(file) {
      const profile = running;
      running = null;
      await profile?.stop(file);
    },
  };
}
