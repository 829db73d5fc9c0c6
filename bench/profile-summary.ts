/**
 * Where one zero-delay level's CPU and allocations go, from the profiles `npm run bench` writes with
 * BENCH_PROFILE_DIR=<dir> (CPU) or BENCH_HEAP_PROFILE_DIR=<dir> (allocations; a run of its own):
 * `npx tsx bench/profile-summary.ts <dir> [concurrency, default 200]` summarises whichever of the two is there.
 *
 * CPU: the level's samples with what is not the engine's work set apart (idle; the profiler's own start; garbage
 * collection), then the rest by the nearest package or project file on the sample's stack (its self time, Node's own
 * internals given to their caller). Socket writes (`writev` and its kin) are shown apart: a sample there also counts
 * the time the process waits while the receiver it woke (Postgres, Redis, a client) runs on this machine, so they
 * overstate the writes' CPU; the bench's `(system ...)` figure says what the kernel's side really took.
 * Allocations: bytes allocated during the level (collected objects included), by the nearest project frame and by
 * package. Figures per completed run assume every run of the level completed (the bench says if not).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}
interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}

const [dir, level = '200'] = process.argv.slice(2);
if (!dir) throw new Error('usage: tsx bench/profile-summary.ts <BENCH_PROFILE_DIR> [concurrency]');
const runs = Number(level);

const WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String']);
const SET_APART: Record<string, string> = {
  '(idle)': 'idle',
  '(garbage collector)': 'garbage collection',
  '(program)': 'V8 (program)',
};

/** The package of a frame (`ioredis`, `@socket.io/redis-adapter`), or its project file, or null (Node, V8). */
function owner(url: string): string | null {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const project = /\/(api|worker|core|shared|bench|all-in-one)\/(.+)$/.exec(url);
  return project ? `${project[1]}/${project[2]}` : null;
}

function table(title: string, totals: Map<string, number>, unit: (v: number) => string, top = 25): void {
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  process.stdout.write(`\n${title}\n`);
  for (const [name, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
    process.stdout.write(`  ${unit(v).padStart(12)}  ${((100 * v) / sum).toFixed(1).padStart(5)}%  ${name}\n`);
}

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

function summariseCpu(file: string): void {
  const cpu = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of cpu.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const selfUs = new Map<number, number>();
  cpu.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (cpu.timeDeltas[i] ?? 0)));
  const cpuTotals = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    let label = SET_APART[name] ?? (WRITES.has(name) ? 'socket writes (sampled; see above)' : null);
    let at: number | undefined = id;
    while (!label && at !== undefined) {
      const frame = byId.get(at)!.callFrame;
      if (frame.url.includes('bench/lib/profile')) label = "the profiler's own start";
      else label = owner(frame.url);
      at = parentOf.get(at);
    }
    add(cpuTotals, label ?? 'Node and V8 (no caller with a package)', us);
  }
  table(
    `CPU samples of the ${level}-concurrent level, ms per run (self time by nearest package or file)`,
    cpuTotals,
    (us) => (us / 1000 / runs).toFixed(3),
    40,
  );
}

function summariseHeap(file: string): void {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as { head: HeapNode };
  const byFrame = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const walk = (node: HeapNode, stack: CallFrame[]) => {
    const frames = [...stack, node.callFrame];
    if (node.selfSize > 0) {
      let pkg: string | null = null;
      let project: string | null = null;
      for (let i = frames.length - 1; i >= 0 && !(pkg && project); i--) {
        const o = owner(frames[i]!.url);
        pkg ??= o;
        if (!project && o && !frames[i]!.url.includes('node_modules'))
          project = `${frames[i]!.functionName || '(anonymous)'} ${o}:${frames[i]!.columnNumber}`;
      }
      add(byPackage, pkg ?? 'Node and V8', node.selfSize);
      add(byFrame, project ?? '(no project frame)', node.selfSize);
    }
    for (const child of node.children) walk(child, frames);
  };
  walk(heap.head, []);
  const kb = (bytes: number) => (bytes / 1024 / runs).toFixed(1);
  const allocated = [...byPackage.values()].reduce((a, b) => a + b, 0);
  process.stdout.write(`\nAllocated during the level: ${kb(allocated)} KB per run\n`);
  table('Allocated, KB per run, by nearest package or file', byPackage, kb);
  table('Allocated, KB per run, by nearest project function (name, file:column of the loaded code)', byFrame, kb);
}

const cpuFile = join(dir, `c${level}.cpuprofile`);
const heapFile = join(dir, `c${level}.heapprofile`);
if (!existsSync(cpuFile) && !existsSync(heapFile)) throw new Error(`no c${level}.cpuprofile or .heapprofile in ${dir}`);
if (existsSync(cpuFile)) summariseCpu(cpuFile);
if (existsSync(heapFile)) summariseHeap(heapFile);
