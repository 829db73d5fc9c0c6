import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { deleteRedisKeys, TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { testPrefix } from '../testing/harness';
import { createProviderLimit, type ProviderLimit } from './provider-limit';
import { LlmAbortedError, type LlmClient } from './types';

describe('global per-provider limit on model calls (Redis semaphore)', () => {
  const prefix = testPrefix();
  const connections: Redis[] = [];
  const limits: ProviderLimit[] = [];
  let admin: Redis;
  beforeAll(() => {
    admin = createRedis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    for (const l of limits) await l.close();
    for (const c of connections) await c.quit();
    await deleteRedisKeys(admin, prefix);
    await admin.quit();
  });

  /** One worker process's limiter. */
  const worker = async (limit: number, leaseMs = 10_000, pollMs = 100) => {
    const redis = createRedis(TEST_REDIS_URL);
    const subscriber = createRedis(TEST_REDIS_URL);
    connections.push(redis, subscriber);
    const l = await createProviderLimit({
      redis,
      subscriber,
      prefix,
      provider: 'api.example',
      limit,
      leaseMs,
      pollMs,
    });
    limits.push(l);
    return l;
  };

  it('when two workers make many calls at once, then at most the limit are in flight across both and every call completes', async () => {
    const [a, b] = [await worker(3), await worker(3)];
    let inFlight = 0;
    let peak = 0;
    const model: LlmClient = {
      engine: 'openai',
      streamText: async () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, 30));
        inFlight--;
        return 'ok';
      },
      generateObject: async () => {
        throw new Error('unused');
      },
    };
    const request = { messages: [], task: { workflow: 'ai_impact' as const, kind: 't', role: {} as never, input: {} } };
    const calls = Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).llm(model).streamText(request, () => undefined));
    expect(await Promise.all(calls)).toEqual(Array(12).fill('ok'));
    expect(peak).toBe(3);
    expect(a.stats()).toEqual({ held: 0, waiting: 0 });
  });

  it('when a waiting call is cancelled, then it stops waiting; when a holder dies, then its slot frees after its lease', async () => {
    const l = await worker(1, 300);
    const hang = new Promise<string>(() => undefined);
    const model: LlmClient = {
      engine: 'openai',
      streamText: () => hang,
      generateObject: async () => {
        throw new Error('unused');
      },
    };
    const request = { messages: [], task: { workflow: 'ai_impact' as const, kind: 't', role: {} as never, input: {} } };
    void l.llm(model).streamText(request, () => undefined); // holds the only slot for ever
    await new Promise((r) => setTimeout(r, 50));
    const controller = new AbortController();
    const waiting = l
      .llm(model)
      .streamText(request, () => undefined, controller.signal)
      .catch((e: unknown) => e);
    expect(l.stats().held).toBe(1);
    controller.abort();
    expect(await waiting).toBeInstanceOf(LlmAbortedError);

    // Another process gets the slot once the holder's lease lapses: a live call keeps renewing it, a dead process
    // does not (closing the limiter stops its renewals, as death would).
    const other = await worker(1, 300);
    const quick: LlmClient = { ...model, streamText: async () => 'done' };
    await l.close(); // the process is gone: no more renewals of its slot
    expect(await other.llm(quick).streamText(request, () => undefined)).toBe('done');
  });

  it('when calls end below the limit, then no process is told; when a call ends with every slot taken, then the waiting call in another process goes at once', async () => {
    const listener = createRedis(TEST_REDIS_URL);
    connections.push(listener);
    const channel = `${prefix}:llm-slots:api.example:free`;
    const messages: string[] = [];
    listener.on('message', (ch: string, m: string) => ch === channel && messages.push(m));
    await listener.subscribe(channel);
    // Polls only once a minute: the waiting call below can only go early by being told.
    const [a, b] = [await worker(2, 10_000, 60_000), await worker(2, 10_000, 60_000)];
    const quick: LlmClient = {
      engine: 'openai',
      streamText: async () => 'ok',
      generateObject: async () => {
        throw new Error('unused');
      },
    };
    const request = { messages: [], task: { workflow: 'ai_impact' as const, kind: 't', role: {} as never, input: {} } };
    for (let i = 0; i < 3; i++) await a.llm(quick).streamText(request, () => undefined);
    await listener.ping(); // the releases' scripts ran before this answer; a publish of theirs would be here by now
    expect(messages).toEqual([]);

    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const slow: LlmClient = { ...quick, streamText: async () => (await held, 'slow') };
    const holders = [
      a.llm(slow).streamText(request, () => undefined),
      a.llm(slow).streamText(request, () => undefined),
    ];
    await new Promise((r) => setTimeout(r, 50));
    expect(a.stats().held).toBe(2);
    const waiting = b.llm(quick).streamText(request, () => undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(b.stats().waiting).toBe(1);
    finish();
    expect(await Promise.all([...holders, waiting])).toEqual(['slow', 'slow', 'ok']);
    expect(messages.length).toBeGreaterThan(0);
  }, 10_000);
});
