import OpenAI from 'openai';
import { request, type Dispatcher } from 'undici';
import type { Logger } from '@fcs/core/platform/logger';
import { stampRunStage } from '@fcs/core/platform/run-stages';
import { z } from 'zod';
import { createSseParser, type SseEvent } from './sse';
import { jsonInstruction, MAX_REASKS, parseAnswer, reaskMessages } from './structured';
import {
  LlmAbortedError,
  LlmError,
  taskMarker,
  type GenerateObjectRequest,
  type LlmClient,
  type LlmMessage,
  type StreamTextRequest,
} from './types';

export interface OpenAiLlmOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  logger?: Logger;
  /** The `fetch` the SDK sends through (the process's kept-alive connections to the provider); default: global. */
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Where streamed calls are sent (the same kept-alive connections, as an undici dispatcher); default: global. */
  dispatcher?: Dispatcher;
}

/** The public OpenAI API, when no base URL is configured (the SDK's default too). */
const OPENAI_API = 'https://api.openai.com/v1';

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp server) through the official SDK.
 * The SDK's own retries are off: the engine retries a failed step as a whole with backoff, and resumes it
 * from its checkpoint, which a retry hidden inside one call could not do for a half-streamed answer.
 */
export function createOpenAiLlm(options: OpenAiLlmOptions): LlmClient {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const completionsUrl = `${(options.baseURL ?? OPENAI_API).replace(/\/+$/, '')}/chat/completions`;

  const toMessages = (messages: LlmMessage[], kind: string) => {
    // The task marker ends the system prompt (added if the request has none): logs and the test stand-in use it.
    const out = messages.map((m) => ({ ...m }));
    const system = out.find((m) => m.role === 'system');
    if (system) system.content = `${system.content}\n\n${taskMarker(kind)}`;
    else out.unshift({ role: 'system', content: taskMarker(kind) });
    return out;
  };

  async function complete(
    messages: LlmMessage[],
    req: { maxTokens?: number; temperature?: number },
    signal?: AbortSignal,
  ) {
    try {
      const response = await client.chat.completions.create(
        {
          model: options.model,
          messages,
          max_tokens: req.maxTokens,
          // Structured steps (scores, results the UI shows as cards) run at 0: the same input gives the same answer.
          temperature: req.temperature ?? 0,
          response_format: { type: 'json_object' },
        },
        { signal },
      );
      return response.choices[0]?.message?.content ?? '';
    } catch (err) {
      throw classify(err, signal);
    }
  }

  return {
    engine: 'openai',

    async streamText(request: StreamTextRequest, onToken, signal) {
      const text = await streamChat(
        toMessages(request.messages, request.task.kind),
        { maxTokens: request.maxTokens, temperature: request.temperature ?? 0.6, kind: request.task.kind },
        onToken,
        signal,
      );
      if (!text.trim()) throw new LlmError('The model returned an empty answer', true);
      return text;
    },

    async generateObject<T>(request: GenerateObjectRequest<T>, signal?: AbortSignal): Promise<T> {
      const base = toMessages(request.messages, request.task.kind);
      const system = base.find((m) => m.role === 'system')!;
      system.content = `${system.content}\n\n${jsonInstruction(request.schema, request.schemaName)}`;
      let messages = base;
      for (let ask = 0; ask <= MAX_REASKS; ask++) {
        // Streamed when the caller follows the answer as it is written (a structured step's progress line).
        const onText = request.onText;
        const answer = onText
          ? await streamChat(
              messages,
              {
                maxTokens: request.maxTokens,
                temperature: request.temperature ?? 0,
                json: true,
                kind: request.task.kind,
              },
              (delta) => onText(delta, ask),
              signal,
            )
          : await complete(messages, request, signal);
        const parsed = parseAnswer(request.schema, answer);
        if (parsed.ok) return parsed.value;
        options.logger?.warn(
          { task: request.task.kind, ask, problems: parsed.problems.slice(0, 500) },
          'model answer did not validate',
        );
        messages = [...base, ...reaskMessages(answer, parsed.problems)];
      }
      throw new LlmError(`The model's answer for ${request.task.kind} did not match the expected format`, false);
    },
  };

  /**
   * One streamed chat completion: every content delta to onDelta (awaited), the whole text returned. The timeout
   * covers the wait for the response; a stream that stops sending mid-way is caught by an idle timer, so a stalled
   * connection becomes a retryable failure rather than a hung run or a truncated answer. A refused call (an HTTP
   * error status) fails as the SDK's errors do: retryable or not by its status.
   */
  async function streamChat(
    messages: LlmMessage[],
    req: { maxTokens?: number; temperature: number; json?: boolean; kind: string },
    onDelta: (text: string) => void | Promise<void>,
    signal?: AbortSignal,
  ): Promise<string> {
    let text = '';
    const idle = new AbortController();
    const forward = () => idle.abort();
    signal?.addEventListener('abort', forward, { once: true });
    // The idle timer measures the model only: while the engine takes the text (its log may be waiting for Redis to
    // come back), the model is not late. One timer per call, restarted (refresh) at each chunk.
    let busy = false;
    const timer: NodeJS.Timeout = setTimeout(function onIdle() {
      if (busy) timer.refresh();
      else idle.abort();
    }, options.timeoutMs);
    try {
      stampRunStage(`llm.sent:${req.kind}`);
      // Sent with undici's request() on the process's connections, the body (an event stream) read as a Node stream
      // and parsed here: one parse per event. The SDK's request path and fetch's web streams around it cost the
      // worker about twice the CPU per call (its objects, abort listeners and stream chain, per call and per chunk).
      const response = await request(completionsUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({
          model: options.model,
          messages,
          max_tokens: req.maxTokens,
          temperature: req.temperature,
          stream: true,
          ...(req.json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: idle.signal,
        dispatcher: options.dispatcher,
        // The wait for the answer to start is the model's (as the SDK's timeout was); once it streams, the idle
        // timer above decides.
        headersTimeout: options.timeoutMs,
        bodyTimeout: 0,
      });
      stampRunStage(`llm.headers:${req.kind}`);
      if (response.statusCode < 200 || response.statusCode >= 300) {
        const body = await response.body.text().catch(() => '');
        throw statusError(response.statusCode, providerMessage(body));
      }
      const sse = createSseParser();
      let done = false;
      const take = async (events: SseEvent[]) => {
        for (const { event, data } of events) {
          if (done) return;
          if (data === '[DONE]') {
            done = true;
            return;
          }
          const delta = streamDelta(event, data);
          if (!delta) continue;
          if (!text) stampRunStage(`llm.firstChunk:${req.kind}`);
          text += delta;
          busy = true;
          try {
            // Awaited only when the engine hands back a promise (a microtask less per token otherwise).
            const taken = onDelta(delta);
            if (taken) await taken;
          } finally {
            busy = false;
          }
        }
      };
      // Read to the end even after [DONE] (it comes last): a body left unread would close the kept-alive connection.
      const body = response.body.setEncoding('utf8');
      let ended = false;
      try {
        for await (const chunk of body) {
          timer.refresh();
          await take(sse.push(chunk as string));
        }
        ended = true;
      } finally {
        // Stopped early (the engine refused a token, a malformed event): the rest of the body is not wanted.
        if (!ended) body.destroy();
      }
      if (!done) await take(sse.end());
      stampRunStage(`llm.done:${req.kind}`);
      // A body cut short by an abort must not pass for a complete answer (a stalled stream, a cancel).
      if (signal?.aborted) throw new LlmAbortedError();
      if (idle.signal.aborted) throw new LlmError(`The model stopped answering for ${options.timeoutMs} ms`, true);
    } catch (err) {
      if (!signal?.aborted && idle.signal.aborted)
        throw new LlmError(`The model stopped answering for ${options.timeoutMs} ms`, true);
      throw classify(err, signal);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    }
    return text;
  }
}

/**
 * What one event of a streamed chat completion must look like: its content delta is all the engine reads (other
 * fields pass unread). An `error` field is the provider failing mid-stream.
 */
const ZStreamChunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish() })).optional(),
  error: z.unknown().optional(),
});

/**
 * The content delta of one event of the stream ('' for none). A provider's error event, malformed JSON or a chunk
 * of another shape fails the call as transient (the provider's fault; another attempt may go through), as the SDK
 * did for these. The message never quotes the model's text: it is logged, and the text may carry a user's CV.
 */
export function streamDelta(event: string | null, data: string): string {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new LlmError(`The model's stream sent malformed JSON (${data.length} characters)`, true);
  }
  const chunk = ZStreamChunk.safeParse(json);
  if (!chunk.success) {
    throw new LlmError(
      `The model's stream sent an unexpected chunk (${chunk.error.issues[0]?.path.join('.') || 'root'})`,
      true,
    );
  }
  if (chunk.data.error !== undefined || event === 'error') {
    const error = chunk.data.error as { message?: unknown } | string | undefined;
    const message = typeof error === 'string' ? error : String(error?.message ?? 'no message');
    throw new LlmError(`The model's stream failed: ${message.slice(0, 200)}`, true);
  }
  return chunk.data.choices?.[0]?.delta?.content ?? '';
}

/** A refused call by its HTTP status: retry later (429, 408, 409, 5xx, none) or definitive (other 4xx). */
function statusError(status: number | undefined, message: string): LlmError {
  const transient = status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
  return new LlmError(`LLM request failed (${status ?? 'no status'}): ${message}`, transient, status);
}

const ZErrorBody = z.object({ error: z.object({ message: z.string() }) });

/** The message of a provider's error body (`{"error": {"message": ...}}`), or its start when it has another shape. */
function providerMessage(body: string): string {
  try {
    const parsed = ZErrorBody.safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data.error.message.slice(0, 200);
  } catch {
    // not JSON: fall through
  }
  return body.slice(0, 200) || 'no message';
}

/** Sorts an SDK failure into retry-later (429, 408, 409, 5xx, timeouts, connection) or definitive. */
export function classify(err: unknown, signal?: AbortSignal): Error {
  if (err instanceof LlmError || err instanceof LlmAbortedError) return err;
  if (signal?.aborted || err instanceof OpenAI.APIUserAbortError) return new LlmAbortedError();
  if (err instanceof OpenAI.APIConnectionError) return new LlmError(`LLM connection failed: ${err.message}`, true);
  if (err instanceof OpenAI.APIError) return statusError(err.status, err.message);
  // A stream cut mid-way surfaces as a plain error from the body reader: worth another attempt.
  return new LlmError(`LLM call failed: ${err instanceof Error ? err.message : String(err)}`, true);
}
