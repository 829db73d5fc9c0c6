import { startFakeOpenAi, type FakeAnswer, type FakeCall } from '@fcs/worker/testing/fake-openai';
import { AI_IMPACT_ANSWER } from '@fcs/worker/testing/fixtures';
import { now } from './follow';
import { ipcParent } from './ipc';
import type { LoopDelay } from './loop-delay';

/** Words the stand-in streams for the summary step: each is one token event. */
export const SUMMARY_WORDS = 60;
/** Realistic stand-in: time to first token and pace. */
export const REALISTIC_TTFT_MS = 400;
export const REALISTIC_TOKENS_PER_S = 40;
/** How long the stand-in keeps an idle connection. */
const KEEP_ALIVE_MS = 60_000;

export type StandInScript = 'zero-delay' | 'realistic';

/** One model call as the stand-in saw it (`now()` clock): its marker, when it arrived, when its first piece went. */
export interface ModelCallStamps {
  marker: string;
  receivedAt: number;
  firstPieceAt: number | null;
}

/**
 * The bench's stand-in model (an OpenAI-compatible server): `zero-delay` answers the analysis as JSON at once and
 * the summary as SUMMARY_WORDS unique words with no delay (`r<call>w<index>`, unique over the whole bench, so a
 * client can find each word's stamp); `realistic` waits REALISTIC_TTFT_MS, then writes about a token (4 characters,
 * or a word) per 1000 / REALISTIC_TOKENS_PER_S ms. While `stampWrites` is on, it stamps when it wrote each word
 * (`now()`, one clock across the bench's processes). In a child process by default (the bench process then holds
 * the engine alone); `inProcessStandIn` is how the bench ran before.
 */
export interface StandIn {
  readonly url: string;
  readonly where: 'child' | 'in-process';
  setScript(script: StandInScript): Promise<void>;
  stampWrites(on: boolean): Promise<void>;
  /** The words written since the last call, with when; forgets them. */
  takeWritten(): Promise<Map<string, number>>;
  /** The model calls answered while stamping since the last call (when each arrived, its first piece); forgets them. */
  takeCalls(): Promise<ModelCallStamps[]>;
  /** TCP connections clients opened to the stand-in so far. */
  connections(): Promise<number>;
  /** Its process's event-loop delay since the last call (null in the bench's process: measured there). */
  loopDelay(): Promise<LoopDelay | null>;
  /** CPU time (ms, user + system) its process has used so far (null in the bench's process: it is the bench's own). */
  cpuMs(): Promise<number | null>;
  /** A CPU profile of its process from now until profileStop (nothing in the bench's process: the bench's own). */
  profileStart(): Promise<void>;
  profileStop(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The stand-in server with its scripts, in the calling process. */
export async function inProcessStandIn(): Promise<StandIn> {
  let streamCalls = 0;
  const summaryWords = () => {
    const n = ++streamCalls;
    return Array.from({ length: SUMMARY_WORDS }, (_, i) => `r${n}w${i}`).join(' ');
  };
  const scripts: Record<StandInScript, (call: FakeCall) => FakeAnswer> = {
    'zero-delay': (call) => {
      if (call.marker === 'ai_impact.analyse') return { json: AI_IMPACT_ANSWER };
      if (call.marker === 'ai_impact.summary' || call.marker === 'baseline')
        return { text: summaryWords(), chunkDelayMs: 0 };
      return { status: 400, message: `no script for ${call.marker}` };
    },
    realistic: (call) => {
      const pace = { ttftMs: REALISTIC_TTFT_MS, chunkDelayMs: 1000 / REALISTIC_TOKENS_PER_S };
      if (call.marker === 'ai_impact.analyse') return { json: AI_IMPACT_ANSWER, ...pace, pieceChars: 4 };
      if (call.marker === 'ai_impact.summary') return { text: summaryWords(), ...pace };
      return { status: 400, message: `no script for ${call.marker}` };
    },
  };
  let written = new Map<string, number>();
  let stamping = false;
  let calls = new Map<FakeCall, ModelCallStamps>();
  // The script is asked for its answer as soon as a call's body is read: that is when the call arrived.
  const stamped =
    (script: (call: FakeCall) => FakeAnswer) =>
    (call: FakeCall): FakeAnswer => {
      if (stamping) calls.set(call, { marker: call.marker, receivedAt: now(), firstPieceAt: null });
      return script(call);
    };
  const fake = await startFakeOpenAi(stamped(scripts['zero-delay']), {
    onPiece: (text, call) => {
      if (!stamping) return;
      const at = now();
      written.set(text.trim(), at);
      const stamps = calls.get(call);
      if (stamps) stamps.firstPieceAt ??= at;
    },
    // Idle connections kept for a minute, as a hosted provider's load balancer does (Node's server default, 5 s,
    // would close a worker's warm connections before the first round starts).
    keepAliveMs: KEEP_ALIVE_MS,
  });
  return {
    url: fake.url,
    where: 'in-process',
    setScript: async (script) => fake.setScript(stamped(scripts[script])),
    stampWrites: async (on) => {
      stamping = on;
    },
    takeWritten: async () => {
      const taken = written;
      written = new Map();
      return taken;
    },
    takeCalls: async () => {
      const taken = [...calls.values()];
      calls = new Map();
      return taken;
    },
    connections: async () => fake.connections(),
    loopDelay: async () => null,
    cpuMs: async () => null,
    profileStart: async () => undefined,
    profileStop: async () => undefined,
    close: () => fake.close(),
  };
}

export type StandInRequest =
  | { id: number; type: 'setScript'; script: StandInScript }
  | { id: number; type: 'stampWrites'; on: boolean }
  | { id: number; type: 'takeWritten' }
  | { id: number; type: 'takeCalls' }
  | { id: number; type: 'connections' }
  | { id: number; type: 'loopDelay' }
  | { id: number; type: 'cpu' }
  | { id: number; type: 'profileStart' }
  | { id: number; type: 'profileStop'; file: string };
/** The child's one message that is not a reply: where the stand-in listens. */
export type StandInReady = { ready: string };

/** The stand-in in a child process (bench/lib/stand-in-process.ts), driven over IPC. */
export async function childStandIn(): Promise<StandIn> {
  let ready!: (url: string) => void;
  const { ask, onExit, close } = ipcParent<StandInRequest>(
    new URL('./stand-in-process.ts', import.meta.url),
    "the stand-in's process",
    (message) => ready((message as StandInReady).ready),
  );
  const started = new Promise<string>((resolve, reject) => {
    ready = resolve;
    onExit(reject);
  });
  const url = await started;
  return {
    url,
    where: 'child',
    setScript: (script) => ask<void>({ type: 'setScript', script }),
    stampWrites: (on) => ask<void>({ type: 'stampWrites', on }),
    takeWritten: async () => new Map(await ask<[string, number][]>({ type: 'takeWritten' })),
    takeCalls: () => ask<ModelCallStamps[]>({ type: 'takeCalls' }),
    connections: () => ask<number>({ type: 'connections' }),
    loopDelay: () => ask<LoopDelay>({ type: 'loopDelay' }),
    cpuMs: () => ask<number>({ type: 'cpu' }),
    profileStart: () => ask<void>({ type: 'profileStart' }),
    profileStop: (file) => ask<void>({ type: 'profileStop', file }),
    close,
  };
}
