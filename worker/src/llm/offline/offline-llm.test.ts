import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOfflineLlm, type OfflineContent } from './offline-llm';
import { LlmAbortedError, LlmError, type LlmTask } from '../types';

const role = {
  job_id: 'credit_analyst',
  title: 'Credit Analyst',
  description: 'Assesses borrowers.',
  skills: ['Cash flow analysis', 'Covenants'],
  interests: ['Lending'],
  experienceLevels: ['Analyst'],
  personalityTraits: ['Sceptical'],
  fromCatalogue: true,
};
const ZScore = z.object({ title: z.string(), score: z.number().max(100) });

// A small stand-in for the real generators: deterministic functions of the role and input.
const content: OfflineContent = {
  generators: {
    ai_impact: ({ role: r, input }) => ({ title: r.title, score: (input as { score: number }).score }),
  },
  text: ({ role: r, kind, prompt }) => `As a ${r.title}, ${kind} on "${prompt}": watch the covenants.`,
};
const task = (over: Partial<LlmTask> = {}): LlmTask => ({
  workflow: 'ai_impact',
  kind: 'ai_impact.x',
  role,
  input: { score: 40 },
  ...over,
});

describe('offline engine', () => {
  it('when asked for an object, then the workflow generator builds it from the role and the input, validated by the schema', async () => {
    const llm = createOfflineLlm({ content, wordDelayMs: 0 });
    expect(llm.engine).toBe('offline');
    expect(await llm.generateObject({ messages: [], schema: ZScore, schemaName: 'S', task: task() })).toEqual({
      title: 'Credit Analyst',
      score: 40,
    });
  });

  it('when a generator produces something the schema refuses, or none exists, then the call fails definitively', async () => {
    const llm = createOfflineLlm({ content, wordDelayMs: 0 });
    const invalid = await llm
      .generateObject({ messages: [], schema: ZScore, schemaName: 'S', task: task({ input: { score: 400 } }) })
      .catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(LlmError);
    expect((invalid as LlmError).transient).toBe(false);
    const missing = await llm
      .generateObject({ messages: [], schema: ZScore, schemaName: 'S', task: task({ workflow: 'job_match' }) })
      .catch((e: unknown) => e);
    expect((missing as Error).message).toContain('no generator for job_match');
  });

  it('when text is streamed, then it arrives word by word at the configured pace and concatenates to the text', async () => {
    const llm = createOfflineLlm({ content, wordDelayMs: 10 });
    const chunks: string[] = [];
    const started = Date.now();
    const text = await llm.streamText(
      { messages: [{ role: 'user', content: 'How risky?' }], task: task({ textKind: 'analysis' }) },
      (c) => {
        chunks.push(c);
      },
    );
    expect(text).toBe('As a Credit Analyst, analysis on "How risky?": watch the covenants.');
    expect(chunks.join('')).toBe(text);
    expect(chunks).toHaveLength(text.split(' ').length);
    expect(Date.now() - started).toBeGreaterThanOrEqual(chunks.length * 10 - 15);
  });

  it('when a draft is given, then that text is streamed so prose and result cards agree', async () => {
    const llm = createOfflineLlm({ content, wordDelayMs: 0 });
    const chunks: string[] = [];
    const text = await llm.streamText({ messages: [], task: task({ draft: 'Exactly this summary.' }) }, (c) => {
      chunks.push(c);
    });
    expect(text).toBe('Exactly this summary.');
    expect(chunks).toEqual(['Exactly', ' this', ' summary.']);
  });

  it('when the run is cancelled mid-stream, then streaming stops with an abort', async () => {
    const llm = createOfflineLlm({ content, wordDelayMs: 20 });
    const controller = new AbortController();
    const chunks: string[] = [];
    const pending = llm.streamText(
      { messages: [{ role: 'user', content: 'x' }], task: task() },
      (c) => {
        chunks.push(c);
        if (chunks.length === 2) controller.abort();
      },
      controller.signal,
    );
    await expect(pending).rejects.toBeInstanceOf(LlmAbortedError);
    expect(chunks).toHaveLength(2);
  });
});
