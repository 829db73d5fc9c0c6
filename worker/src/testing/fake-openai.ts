import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A local stand-in for an OpenAI-compatible chat completions endpoint, speaking its wire format (JSON and SSE
 * streaming) so the real `openai` SDK is exercised. Calls are counted per task marker (`[task:<kind>]`, which
 * the LLM layer appends to every system prompt), and each call's answer is scripted per marker: text streamed
 * in chunks with a delay, a JSON object, an HTTP error (transient 429/5xx or permanent 4xx), or no answer.
 */

/**
 * How a realistic model paces an answer: ttftMs before the first piece (or before a non-streamed answer), then
 * chunkDelayMs between pieces; pieceChars cuts the content into pieces of that many characters (about one token
 * each at 4) instead of words.
 */
export interface FakePace {
  chunkDelayMs?: number;
  ttftMs?: number;
  pieceChars?: number;
}

export type FakeAnswer =
  | ({ text: string } & FakePace)
  | ({ json: unknown } & FakePace)
  | { raw: string }
  | { status: number; message?: string }
  | { hang: true }
  /** A streamed answer's body written as is (an event stream in the given pieces, e.g. broken or failing). */
  | { sse: string[] };

export interface FakeCall {
  marker: string;
  /** 1 for the first call with this marker. */
  n: number;
  stream: boolean;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    temperature?: number;
    max_tokens?: number;
  };
}

export type FakeScript = (call: FakeCall) => FakeAnswer;

export interface FakeOpenAi {
  /** baseURL for the SDK (ends in /v1). */
  url: string;
  /** Calls received so far with this marker (all markers when omitted). */
  calls(marker?: string): number;
  /** Every call, in arrival order. */
  log: FakeCall[];
  /** Replaces the script. */
  setScript(script: FakeScript): void;
  /** TCP connections clients opened to the stand-in so far. */
  connections(): number;
  /** GET /models requests answered so far. */
  modelListCalls(): number;
  close(): Promise<void>;
}

const MARKER = /\[task:([^\]]+)\]/;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the stand-in on a random port of 127.0.0.1. onPiece sees every streamed piece as it is written. */
export async function startFakeOpenAi(
  script: FakeScript,
  options: {
    onPiece?: (text: string, call: FakeCall) => void;
    /** How long an idle connection is kept (Node's default: 5 s; a hosted provider's balancer keeps them longer). */
    keepAliveMs?: number;
  } = {},
): Promise<FakeOpenAi> {
  let current = script;
  let connections = 0;
  let modelListCalls = 0;
  const counts = new Map<string, number>();
  const log: FakeCall[] = [];
  const open = new Set<ServerResponse>();

  const server: Server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      // The model list (free on OpenAI-compatible providers): what a worker's warm-up asks for.
      modelListCalls += 1;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }] }));
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    open.add(res);
    res.on('close', () => open.delete(res));
    const body = JSON.parse(await readBody(req)) as FakeCall['body'];
    const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
    const marker = MARKER.exec(system)?.[1] ?? 'unmarked';
    const n = (counts.get(marker) ?? 0) + 1;
    counts.set(marker, n);
    const call: FakeCall = { marker, n, stream: body.stream === true, body };
    log.push(call);
    const answer = current(call);
    const id = `chatcmpl-${log.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'fake-model';

    if ('hang' in answer) return; // never answers: the client's timeout decides
    if ('sse' in answer) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const piece of answer.sse) {
        res.write(piece);
        await sleep(2);
      }
      res.end();
      return;
    }
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { message: answer.message ?? `scripted ${answer.status}`, type: 'fake_error', code: null },
        }),
      );
      return;
    }
    const content = 'text' in answer ? answer.text : 'json' in answer ? JSON.stringify(answer.json) : answer.raw;
    const pace: FakePace = 'text' in answer || 'json' in answer ? answer : {};
    const pieces =
      pace.pieceChars && pace.pieceChars > 0
        ? (content.match(new RegExp(`[\\s\\S]{1,${pace.pieceChars}}`, 'g')) ?? [content])
        : (content.match(/\s*\S+/g) ?? [content]);
    if (pace.ttftMs) await sleep(pace.ttftMs);
    if (!call.stream) {
      // A non-streamed answer arrives when the model would have finished writing it.
      if (pace.chunkDelayMs) await sleep(pace.chunkDelayMs * pieces.length);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    // Every chunk of the call shares all but its delta: the rest is serialised once.
    const head = `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model }).slice(0, -1)},"choices":[{"index":0,"delta":`;
    const chunk = (delta: string, finish: string | null) =>
      `${head}${delta},"finish_reason":${JSON.stringify(finish)}}]}\n\n`;
    const delay = pace.chunkDelayMs ?? 0;
    // What the model has written since the last socket write: a paced answer goes out one write per piece (the
    // pause is the model's), an unpaced one in a single write (as a fast model's chunks arrive together), so the
    // stand-in's own cost per chunk is a string concatenation, not a socket write.
    let pending = chunk('{"role":"assistant","content":""}', null);
    for (const [i, piece] of pieces.entries()) {
      if (delay > 0 && (i > 0 || !pace.ttftMs)) {
        if (pending) res.write(pending);
        pending = '';
        await sleep(delay);
        if (res.destroyed) return;
      }
      options.onPiece?.(piece, call);
      pending += chunk(`{"content":${JSON.stringify(piece)}}`, null);
    }
    res.end(`${pending}${chunk('{}', 'stop')}data: [DONE]\n\n`);
  });
  server.on('connection', () => (connections += 1));
  if (options.keepAliveMs !== undefined) server.keepAliveTimeout = options.keepAliveMs;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls: (marker) => (marker ? (counts.get(marker) ?? 0) : log.length),
    log,
    setScript: (next) => {
      current = next;
    },
    connections: () => connections,
    modelListCalls: () => modelListCalls,
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
