/**
 * The CPU a zero-delay level cost every process that takes part in a run, not only the bench's own: this process
 * (the api and the in-process workers), the clients' and the stand-in's processes, the Postgres backends serving the
 * bench's pool (found by the pool's `application_name`) and the Redis server. Where the bench fills the machine's
 * cores, runs/s is bounded by cores / the sum of them per run, whichever process does the work.
 *
 * Redis is counted whole (`INFO cpu`): the server is shared, so other sessions' commands during the level count too.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Redis } from '@fcs/core/platform/redis';
import type { Db } from '@fcs/core/platform/db';

/** Clock ticks per second of /proc's CPU times. */
let ticksPerSecond: number | undefined;

/** CPU time (user + system, ms, at the clock tick's resolution) a process of this machine has used so far (Linux). */
export function cpuMsOf(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  // The fields after the command name (which may hold spaces, so after its closing parenthesis): utime is the 12th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** CPU time (ms, user + system) this process has used so far. */
export function ownCpuMs(): number {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1000;
}

/** CPU milliseconds each process used over a window (null: not measured, e.g. a helper running in this process). */
export interface ProcessCpu {
  /** This process, or the sum of `engineProcesses` when they are given. */
  engine: number;
  /** Each of `engineProcesses` by name (absent when the engine is this process). */
  engineByProcess?: Record<string, number>;
  clients: number | null;
  standIn: number | null;
  postgres: number;
  redis: number;
}

interface Snapshot {
  engine: number;
  engineByProcess: Map<string, number> | null;
  clients: number | null;
  standIn: number | null;
  /** Per Postgres backend pid serving the bench's pool. */
  postgres: Map<number, number>;
  redis: number;
}

export interface MachineCpuSources {
  /** A connection outside the bench's pool (its own queries are not the engine's). */
  admin: Db;
  /** The `application_name` of the bench's pool's connections. */
  applicationName: string;
  redis: Redis;
  clientsCpuMs(): Promise<number | null>;
  standInCpuMs(): Promise<number | null>;
  /**
   * The engine's processes when it does not run in this one (the production shape: the api and worker processes),
   * by name; their sum is then the engine's CPU.
   */
  engineProcesses?: { name: string; pid: number }[];
}

/** The Redis server's CPU so far (ms, user + system), from `INFO cpu`. */
async function redisCpuMs(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
  return (field('used_cpu_user') + field('used_cpu_sys')) * 1000;
}

/** CPU time of a process that may have exited meanwhile (then null). */
function cpuOrNull(pid: number): number | null {
  try {
    return cpuMsOf(pid);
  } catch {
    return null;
  }
}

async function snapshot(sources: MachineCpuSources): Promise<Snapshot> {
  const backends = await sources.admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [sources.applicationName],
  );
  const postgres = new Map<number, number>();
  for (const { pid } of backends) {
    const ms = cpuOrNull(pid);
    if (ms !== null) postgres.set(pid, ms);
  }
  const engineByProcess = sources.engineProcesses
    ? new Map(sources.engineProcesses.map(({ name, pid }) => [name, cpuOrNull(pid) ?? 0]))
    : null;
  return {
    engine: engineByProcess ? [...engineByProcess.values()].reduce((a, b) => a + b, 0) : ownCpuMs(),
    engineByProcess,
    clients: await sources.clientsCpuMs(),
    standIn: await sources.standInCpuMs(),
    postgres,
    redis: await redisCpuMs(sources.redis),
  };
}

/**
 * Starts measuring; `stop()` gives each process's CPU since. A backend that opened during the window counts from 0
 * (its whole life is in the window); one that closed during it is missed (the bench's pool keeps its connections).
 */
export async function machineCpuMeter(sources: MachineCpuSources): Promise<{ stop(): Promise<ProcessCpu> }> {
  const before = await snapshot(sources);
  return {
    async stop() {
      const after = await snapshot(sources);
      const since = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
      let postgres = 0;
      for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
      const byProcess = after.engineByProcess
        ? Object.fromEntries(
            [...after.engineByProcess].map(([name, ms]) => [name, ms - (before.engineByProcess?.get(name) ?? 0)]),
          )
        : undefined;
      return {
        engine: after.engine - before.engine,
        ...(byProcess ? { engineByProcess: byProcess } : {}),
        clients: since(after.clients, before.clients),
        standIn: since(after.standIn, before.standIn),
        postgres,
        redis: after.redis - before.redis,
      };
    },
  };
}
