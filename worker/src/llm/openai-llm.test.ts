import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAi, type FakeAnswer, type FakeCall, type FakeOpenAi } from '../testing/fake-openai';
import { CREDIT_ANALYST_ROLE } from '../testing/fixtures';
import { createModelConnections } from './model-connections';
import { createOpenAiLlm } from './openai-llm';
import { LlmAbortedError, LlmError, type LlmTask } from './types';

const task = (kind: string): LlmTask => ({ workflow: 'ai_impact', kind, role: CREDIT_ANALYST_ROLE, input: {} });
const ZAnswer = z.object({ score: z.number().min(0).max(100), reasons: z.array(z.string()).min(1) });

// Through the SDK's own fetch, and through a worker's kept-alive connections (undici's fetch on its Agent), which is
// how a worker calls the provider: timeouts, aborts and broken streams must behave the same on both.
describe.each(['global fetch', 'kept-alive connections'] as const)(
  'OpenAI-compatible adapter (real SDK against a local stand-in, %s)',
  (via) => {
    let server: FakeOpenAi;
    let script: (call: FakeCall) => FakeAnswer;
    let connections: ReturnType<typeof createModelConnections> | undefined;
    beforeAll(async () => {
      server = await startFakeOpenAi((call) => script(call));
      if (via === 'kept-alive connections')
        connections = createModelConnections({
          baseURL: server.url,
          apiKey: 'k',
          connections: 20,
          keepAliveMs: 10_000,
        });
    });
    afterAll(async () => {
      await connections?.close();
      await server.close();
    });
    beforeEach(() => {
      server.log.length = 0;
    });
    const llm = (timeoutMs = 2000) =>
      createOpenAiLlm({
        apiKey: 'k',
        baseURL: server.url,
        model: 'm',
        timeoutMs,
        fetch: connections?.fetch,
        dispatcher: connections?.dispatcher,
      });

    it('when text is streamed, then every chunk reaches onToken in order and the whole text is returned', async () => {
      script = () => ({ text: 'Cash is king in credit.', chunkDelayMs: 1 });
      const chunks: string[] = [];
      const text = await llm().streamText(
        {
          messages: [
            { role: 'system', content: 'Brief.' },
            { role: 'user', content: 'Go' },
          ],
          task: task('t.stream'),
        },
        (c) => {
          chunks.push(c);
        },
      );
      expect(text).toBe('Cash is king in credit.');
      expect(chunks.join('')).toBe(text);
      expect(chunks.length).toBeGreaterThan(3);
      expect(server.log[0]).toMatchObject({ marker: 't.stream', stream: true });
      expect(server.log[0]!.body.messages![0]!.content).toContain('[task:t.stream]');
    });

    it('when the answer is not valid JSON for the schema, then it is re-asked with the reasons and the corrected answer is returned', async () => {
      let n = 0;
      script = () =>
        ++n === 1 ? { raw: 'Sure! {"score": 140}' } : { json: { score: 70, reasons: ['Steady cash flows'] } };
      const value = await llm().generateObject({
        messages: [{ role: 'user', content: 'Score it' }],
        schema: ZAnswer,
        schemaName: 'Answer',
        task: task('t.obj'),
      });
      expect(value).toEqual({ score: 70, reasons: ['Steady cash flows'] });
      expect(server.calls('t.obj')).toBe(2);
      const reask = server.log[1]!.body.messages!.at(-1)!.content;
      expect(reask).toContain('score');
      expect(server.log[0]!.body.messages![0]!.content).toContain('JSON Schema');
    });

    it('when the answer never validates, then it gives up after the bounded re-asks with a definitive error', async () => {
      script = () => ({ raw: 'no json here' });
      const error = await llm()
        .generateObject({
          messages: [{ role: 'user', content: 'x' }],
          schema: ZAnswer,
          schemaName: 'Answer',
          task: task('t.never'),
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmError);
      expect((error as LlmError).transient).toBe(false);
      expect(server.calls('t.never')).toBe(3);
    });

    it.each([
      [429, true],
      [500, true],
      [503, true],
      [400, false],
      [401, false],
      [404, false],
    ])('when the endpoint answers %i, then the failure is transient: %s', async (status, transient) => {
      script = () => ({ status });
      const error = await llm()
        .streamText({ messages: [{ role: 'user', content: 'x' }], task: task(`t.${status}`) }, () => undefined)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmError);
      expect((error as LlmError).transient).toBe(transient);
      expect((error as LlmError).message).toBe(`LLM request failed (${status}): scripted ${status}`);
      expect(server.calls(`t.${status}`)).toBe(1); // no retries inside the call; the engine retries the step
    });

    it('when the endpoint does not answer in time, then the call fails as transient', async () => {
      script = () => ({ hang: true });
      const error = await llm(300)
        .generateObject({
          messages: [{ role: 'user', content: 'x' }],
          schema: ZAnswer,
          schemaName: 'Answer',
          task: task('t.hang'),
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmError);
      expect((error as LlmError).transient).toBe(true);
    });

    it('when a stream stops sending mid-way, then the call fails as transient after the idle timeout', async () => {
      script = () => ({ text: 'one two three four', chunkDelayMs: 500 });
      const chunks: string[] = [];
      const error = await llm(200)
        .streamText({ messages: [{ role: 'user', content: 'x' }], task: task('t.stall') }, (c) => {
          chunks.push(c);
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmError);
      expect((error as LlmError).transient).toBe(true);
      expect(chunks.join('')).not.toBe('one two three four');
    });

    it('when the stream is cut into odd pieces (an event split across reads, several in one), then every delta arrives once, in order', async () => {
      const event = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
      const body = [': keep-alive\n\n', event('Cash '), event('is '), event('king.'), 'data: [DONE]\n\n'].join('');
      script = () => ({ sse: [body.slice(0, 30), body.slice(30, 31), body.slice(31, 120), body.slice(120)] });
      const chunks: string[] = [];
      const text = await llm().streamText(
        { messages: [{ role: 'user', content: 'x' }], task: task('t.pieces') },
        (c) => {
          chunks.push(c);
        },
      );
      expect(chunks).toEqual(['Cash ', 'is ', 'king.']);
      expect(text).toBe('Cash is king.');
    });

    it.each([
      ['malformed JSON', 'data: {"choices":[{"delta":{"content":"Ca\n\n'],
      ['an error event', 'data: {"error":{"message":"upstream overloaded"}}\n\n'],
    ])(
      'when the stream sends %s mid-way, then the call fails as transient after the text before it',
      async (_c, bad) => {
        const first = `data: ${JSON.stringify({ choices: [{ delta: { content: 'Cash ' } }] })}\n\n`;
        script = () => ({ sse: [first, bad, 'data: [DONE]\n\n'] });
        const chunks: string[] = [];
        const error = await llm()
          .streamText({ messages: [{ role: 'user', content: 'x' }], task: task('t.bad') }, (c) => {
            chunks.push(c);
          })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(LlmError);
        expect((error as LlmError).transient).toBe(true);
        expect(chunks).toEqual(['Cash ']);
      },
    );

    it('when the run is cancelled mid-stream, then the call ends as aborted, not as a failure of the model', async () => {
      script = () => ({ text: 'one two three four five six', chunkDelayMs: 30 });
      const controller = new AbortController();
      const chunks: string[] = [];
      const error = await llm()
        .streamText(
          { messages: [{ role: 'user', content: 'x' }], task: task('t.cancel') },
          (c) => {
            chunks.push(c);
            if (chunks.length === 2) controller.abort();
          },
          controller.signal,
        )
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmAbortedError);
      expect(chunks).toHaveLength(2);
    });

    it('when the engine is slow to take a token (its log waiting for Redis), then the model is not blamed and the whole text arrives', async () => {
      script = () => ({ text: 'one two three four', chunkDelayMs: 1 });
      const chunks: string[] = [];
      const text = await llm(200).streamText(
        { messages: [{ role: 'user', content: 'x' }], task: task('t.backpressure') },
        async (c) => {
          if (chunks.length === 1) await new Promise((r) => setTimeout(r, 500));
          chunks.push(c);
        },
      );
      expect(text).toBe('one two three four');
      expect(chunks.join('')).toBe(text);
    });
  },
);
