import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../config';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import { CREDIT_ANALYST_ROLE } from '../testing/fixtures';
import { createLlm } from './create-llm';
import { createModelConnections } from './model-connections';
import type { LlmClient, LlmTask } from './types';

const task: LlmTask = { workflow: 'ai_impact', kind: 't.stream', role: CREDIT_ANALYST_ROLE, input: {} };

const config = (url: string, env: Record<string, string> = {}) =>
  loadWorkerConfig({
    NODE_ENV: 'test',
    OPENAI_API_KEY: 'k',
    OPENAI_BASE_URL: url,
    LLM_MODEL: 'm',
    WORKER_CONCURRENCY: '20',
    LLM_MAX_CONCURRENCY: '6',
    ...env,
  });

/** n streamed calls at once, each until its whole text. */
const streamAtOnce = (llm: LlmClient, n: number) =>
  Promise.all(
    Array.from({ length: n }, () =>
      llm.streamText({ messages: [{ role: 'user', content: 'Go' }], task }, () => undefined),
    ),
  );

describe("a worker's connections to the model provider", () => {
  let server: FakeOpenAi | undefined;
  let llm: LlmClient | undefined;
  afterEach(async () => {
    await llm?.close?.();
    await server?.close();
    llm = server = undefined;
  });

  it('when the worker warms up, then it opens as many connections as it may have calls in flight, and that many calls at once open no more', async () => {
    server = await startFakeOpenAi(() => ({ text: 'Cash is king in credit.', chunkDelayMs: 5 }));
    llm = createLlm(config(server.url), undefined);
    await llm.warmUp!();
    // LLM_MAX_CONCURRENCY (6) is below WORKER_CONCURRENCY (20): the pool's size, opened with the free model list.
    expect(server.modelListCalls()).toBe(6);
    expect(server.connections()).toBe(6);
    await streamAtOnce(llm, 6);
    expect(server.calls('t.stream')).toBe(6);
    expect(server.connections()).toBe(6);
  });

  it('when LLM_WARM_CONNECTIONS is left blank (as in .env.example), then the pool is warmed to its size', async () => {
    server = await startFakeOpenAi(() => ({ text: 'Cash is king.' }));
    llm = createLlm(config(server.url, { LLM_WARM_CONNECTIONS: ' ' }), undefined);
    await llm.warmUp!();
    expect(server.connections()).toBe(6);
  });

  it('when LLM_WARM_CONNECTIONS is not a count, then the config names it', () => {
    expect(() => config('http://127.0.0.1:1/v1', { LLM_WARM_CONNECTIONS: 'many' })).toThrow(/LLM_WARM_CONNECTIONS/);
    expect(() => config('http://127.0.0.1:1/v1', { LLM_WARM_CONNECTIONS: '-1' })).toThrow(/LLM_WARM_CONNECTIONS/);
  });

  it('when LLM_WARM_CONNECTIONS is 0, then nothing is opened before the first call', async () => {
    server = await startFakeOpenAi(() => ({ text: 'Cash is king.', chunkDelayMs: 1 }));
    llm = createLlm(config(server.url, { LLM_WARM_CONNECTIONS: '0' }), undefined);
    await llm.warmUp!();
    expect(server.connections()).toBe(0);
    await streamAtOnce(llm, 3);
    expect(server.connections()).toBe(3);
  });

  it('when more calls are in flight than the pool holds, then they wait for a connection instead of opening more', async () => {
    server = await startFakeOpenAi(() => ({ text: 'Cash is king in credit.', chunkDelayMs: 2 }));
    llm = createLlm(config(server.url, { LLM_MAX_CONCURRENCY: '2', LLM_WARM_CONNECTIONS: '0' }), undefined);
    const texts = await streamAtOnce(llm, 5);
    expect(texts).toEqual(Array(5).fill('Cash is king in credit.'));
    expect(server.connections()).toBe(2);
  });

  it('when the provider has no model list, then its answer still leaves the connections open', async () => {
    // A plain HTTP server that answers 404 to everything (a model server without GET /models).
    const { createServer: createHttpServer } = await import('node:http');
    let opened = 0;
    const plain = createHttpServer((_req, res) => res.writeHead(404).end('not found'));
    plain.on('connection', () => (opened += 1));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const port = (plain.address() as { port: number }).port;
    const pool = createModelConnections({
      baseURL: `http://127.0.0.1:${port}/v1/`,
      apiKey: 'k',
      connections: 4,
      keepAliveMs: 10_000,
    });
    try {
      const outcome = await pool.warmUp(4, 2000);
      expect(outcome).toMatchObject({ requested: 4, statuses: { 404: 4 }, failed: 0 });
      await pool.warmUp(4, 2000);
      expect(opened).toBe(4);
    } finally {
      await pool.close();
      plain.closeAllConnections();
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });

  it('when the provider cannot be reached, then the warm-up reports it and does not throw', async () => {
    // A port that refuses connections: bound, then closed.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const pool = createModelConnections({
      baseURL: `http://127.0.0.1:${port}/v1`,
      apiKey: 'k',
      connections: 3,
      keepAliveMs: 10_000,
    });
    try {
      expect(await pool.warmUp(5, 1000)).toMatchObject({ requested: 3, failed: 3, statuses: {} });
    } finally {
      await pool.close();
    }
  });
});
