import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { dirname } from 'node:path';

/** Sampling interval of the allocation profile (bytes between samples; V8's default). */
const HEAP_SAMPLING_BYTES = 32 * 1024;

/** A profiler session on this process: `method` is started now and its profile written to a file at stop(). */
async function profiling(
  domain: 'Profiler' | 'HeapProfiler',
  start: { method: string; params?: object },
  stopMethod: string,
): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  const post = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post(`${domain}.enable`);
  await post(start.method, start.params);
  return {
    async stop(file: string) {
      const { profile } = (await post(stopMethod)) as { profile: unknown };
      session.disconnect();
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
    },
  };
}

/** A CPU profile of this process from now until stop(), written to a file (BENCH_PROFILE_DIR). */
export function startProfile(): Promise<{ stop(file: string): Promise<void> }> {
  return profiling('Profiler', { method: 'Profiler.start' }, 'Profiler.stop');
}

/**
 * What this process allocates from now until stop() (BENCH_HEAP_PROFILE_DIR): a sampling heap profile that keeps the
 * objects the garbage collector has freed meanwhile, so it shows the allocation behind GC time, not only what is
 * still alive at the end.
 */
export function startHeapProfile(): Promise<{ stop(file: string): Promise<void> }> {
  return profiling(
    'HeapProfiler',
    {
      method: 'HeapProfiler.startSampling',
      params: {
        samplingInterval: HEAP_SAMPLING_BYTES,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      },
    },
    'HeapProfiler.stopSampling',
  );
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
