import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '@fcs/core/platform/logger';
import type { RunRole } from '@fcs/shared/workflows/common';
import type { GenerateObjectRequest, LlmClient, StreamTextRequest } from '../llm/types';
import { LlmAbortedError } from '../llm/types';
import { prefetchFirstCall } from './prefetch';
import { defineWorkflow, type StepContext } from './workflow';

const role = { title: 'Analyst', skills: ['modelling'], fromCatalogue: true } as unknown as RunRole;
const ZAnswer = z.object({ score: z.number() });
const logger = createLogger({ level: 'silent' });

/** A model whose calls the test answers by hand: each call is recorded with its signal and follower. */
function handModel() {
  const calls: {
    kind: 'object' | 'text';
    request: GenerateObjectRequest<unknown> | StreamTextRequest;
    signal?: AbortSignal;
    write: (text: string) => void;
    answer: (value: unknown) => void;
  }[] = [];
  const call = (kind: 'object' | 'text', request: never, write: (text: string) => void, signal?: AbortSignal) =>
    new Promise<never>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new LlmAbortedError()));
      calls.push({ kind, request, signal, write, answer: resolve as (value: unknown) => void });
    });
  const llm: LlmClient = {
    engine: 'openai',
    generateObject: (request, signal) => call('object', request as never, (text) => request.onText?.(text, 0), signal),
    streamText: (request, onToken, signal) => call('text', request as never, (text) => void onToken(text), signal),
  };
  return { llm, calls };
}

/** A workflow of one plain step, then a structured call over its output, then a streamed one. */
const workflow = defineWorkflow({
  type: 'ai_impact',
  input: z.object({ topic: z.string(), role: z.unknown() }),
  steps: [
    { id: 'plain', run: async ({ input }) => ({ output: { words: input.topic.split(' ') }, narration: 'split' }) },
    {
      id: 'structured',
      run: async (ctx) => {
        const { words } = ctx.outputs.plain as { words: string[] };
        const answer = await ctx.generateObject({
          schema: ZAnswer,
          schemaName: 'Answer',
          task: { kind: 'test.structured' },
          messages: [{ role: 'user', content: `Rate ${words.join(', ')}` }],
        });
        return { output: answer, narration: 'rated' };
      },
    },
    {
      id: 'streamed',
      run: async (ctx) => ({
        output: await ctx.streamText({ task: { kind: 'test.streamed' }, messages: [{ role: 'user', content: 'go' }] }),
        narration: 'wrote',
      }),
    },
  ],
  result: (outputs) => outputs,
});

/** The structured step's request as the engine builds it for a run with this input. */
const structuredRequest = (input: { topic: string; role: unknown }) => ({
  schema: ZAnswer,
  schemaName: 'Answer',
  task: { kind: 'test.structured', workflow: 'ai_impact' as const, role, input },
  messages: [{ role: 'user' as const, content: `Rate ${input.topic.split(' ').join(', ')}` }],
});

const tick = () => new Promise((resolve) => setImmediate(resolve));

function start(llm: LlmClient, input = { topic: 'rates credit', role }) {
  return prefetchFirstCall({ runId: 'r1', definition: workflow, input, role, type: 'ai_impact', llm, logger });
}

describe('the first model call sent ahead (prefetch)', () => {
  it('when the step asks the very same call, then it takes the one in flight: one call to the model, what it wrote so far replayed first, the rest as it comes, and its answer', async () => {
    const { llm, calls } = handModel();
    const prefetch = start(llm);
    await tick();
    // The plain step ran ahead and the structured call went out; the streamed step was not reached.
    expect(calls.map((c) => c.kind)).toEqual(['object']);
    calls[0]!.write('{"s');
    calls[0]!.write('c');

    const seen: string[] = [];
    const controller = new AbortController();
    const request = { ...structuredRequest({ topic: 'rates credit', role }), onText: (t: string) => seen.push(t) };
    const taken = prefetch.take('object', request, request.onText, controller.signal);
    expect(taken).not.toBeNull();
    expect(seen).toEqual(['{"sc']);
    calls[0]!.write('ore":1}');
    expect(seen).toEqual(['{"sc', 'ore":1}']);
    calls[0]!.answer({ score: 1 });
    await expect(taken).resolves.toEqual({ score: 1 });
    expect(calls[0]!.signal!.aborted).toBe(false);
    // Taken once: a later call of the run makes its own.
    expect(prefetch.take('text', {}, () => undefined, controller.signal)).toBeNull();
    prefetch.cancel();
    expect(calls[0]!.signal!.aborted).toBe(false);
  });

  it('when the step asks something else (the stored input differs from the hint), then the early call is aborted and the step gets null to make its own', async () => {
    const { llm, calls } = handModel();
    const prefetch = start(llm);
    await tick();
    const request = structuredRequest({ topic: 'rates equity', role });
    expect(prefetch.take('object', request, () => undefined, new AbortController().signal)).toBeNull();
    expect(calls[0]!.signal!.aborted).toBe(true);
  });

  it('when the run does not start (cancel), then the early call is aborted; and the run aborting its step aborts a taken call', async () => {
    const { llm, calls } = handModel();
    start(llm).cancel();
    const second = start(llm);
    await tick();
    second.cancel();
    expect(calls.map((c) => c.signal!.aborted)).toEqual([true]);

    const third = start(llm);
    await tick();
    const controller = new AbortController();
    const taken = third.take(
      'object',
      structuredRequest({ topic: 'rates credit', role }),
      () => undefined,
      controller.signal,
    );
    controller.abort();
    await expect(taken).rejects.toBeInstanceOf(LlmAbortedError);
  });

  it('when a step before the first call reaches for the owner, live sources or writes text itself, then nothing is sent ahead', async () => {
    for (const reach of [
      (ctx: StepContext<unknown>) => ctx.owner.resume(),
      (ctx: StepContext<unknown>) => ctx.owner.uid,
      (ctx: StepContext<unknown>) => ctx.live.news({ role: 'x' } as never),
      (ctx: StepContext<unknown>) => ctx.write('Hello'),
    ]) {
      const { llm, calls } = handModel();
      const reaching = defineWorkflow({
        ...workflow,
        steps: [
          {
            id: 'reach',
            run: async (ctx: StepContext<unknown>) => {
              await reach(ctx);
              return { output: null, narration: '' };
            },
          },
          ...workflow.steps,
        ],
      } as never);
      const prefetch = prefetchFirstCall({
        runId: 'r1',
        definition: reaching,
        input: { topic: 'rates credit', role },
        role,
        type: 'ai_impact',
        llm,
        logger,
      });
      await tick();
      expect(calls).toEqual([]);
      expect(
        prefetch.take(
          'object',
          structuredRequest({ topic: 'rates credit', role }),
          () => undefined,
          new AbortController().signal,
        ),
      ).toBeNull();
    }
  });
});
