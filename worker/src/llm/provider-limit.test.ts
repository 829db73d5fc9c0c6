import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { deleteRedisKeys, TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { testPrefix } from '../testing/harness';
import { createProviderLimit, type ProviderLimit } from './provider-limit';
import { LlmAbortedError, type LlmClient } from './types';

describe('global per-provider limit on model calls (Redis semaphore)', () => {
  /** A model that answers at once, and a request for it (what the limit wraps is all these tests look at). */
  const quickModel: LlmClient = {
    engine: 'openai',
    streamText: async () => 'ok',
    generateObject: async () => {
      throw new Error('unused');
    },
  };
  const aRequest = { messages: [], task: { workflow: 'ai_impact' as const, kind: 't', role: {} as never, input: {} } };
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
  const worker = async (limit: number, leaseMs = 10_000, pollMs = 100, reserveMs?: number) => {
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
      ...(reserveMs !== undefined ? { reserveMs } : {}),
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
    const calls = Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? a : b).llm(model).streamText(aRequest, () => undefined),
    );
    expect(await Promise.all(calls)).toEqual(Array(12).fill('ok'));
    expect(peak).toBe(3);
    // The last slots are given back at the end of the turn in which their calls ended.
    await new Promise((r) => setImmediate(r));
    expect(a.stats()).toEqual({ held: 0, waiting: 0 });
    expect(b.stats()).toEqual({ held: 0, waiting: 0 });
    expect(await admin.zcard(`${prefix}:llm-slots:api.example`)).toBe(0);
  });

  /** Counts the slot scripts a limiter's connection sends. */
  const counted = (redis: Redis) => {
    const sent = { acquire: 0, release: 0 };
    const r = redis as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const [acquire, release] = [r.fcsLlmAcquire!.bind(redis), r.fcsLlmRelease!.bind(redis)];
    r.fcsLlmAcquire = (...args) => (sent.acquire++, acquire(...args));
    r.fcsLlmRelease = (...args) => (sent.release++, release(...args));
    return sent;
  };
  const slots = () => admin.zcard(`${prefix}:llm-slots:api.example`);

  it('when a call starts in the turn the previous call of the process ended, then it takes that slot over: one script to take it, one to give it back', async () => {
    const l = await worker(1);
    const sent = counted(connections.at(-2)!);
    // A run's steps: one model call after the other, nothing awaited in between but the calls.
    for (let i = 0; i < 3; i++) expect(await l.llm(quickModel).streamText(aRequest, () => undefined)).toBe('ok');
    expect(sent).toEqual({ acquire: 1, release: 0 });
    expect(l.stats().held).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual({ acquire: 1, release: 1 });
    expect(l.stats().held).toBe(0);
    await l.llm(quickModel).streamText(aRequest, () => undefined); // a later turn: a slot of its own
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual({ acquire: 2, release: 2 });
    expect(await slots()).toBe(0);
  });

  it('when a slot is reserved for a starting run, then the first call takes it without a round trip of its own; unused, it is given back after reserveMs; the cap counts it', async () => {
    const l = await worker(1, 10_000, 50, 100);
    const sent = counted(connections.at(-2)!);
    const llm = l.llm(quickModel);
    llm.reserve!();
    // The call comes before the reservation's answer: it waits for that one rather than sending its own.
    expect(await llm.streamText(aRequest, () => undefined)).toBe('ok');
    expect(sent.acquire).toBe(1);

    await new Promise((r) => setTimeout(r, 20));
    llm.reserve!();
    await new Promise((r) => setTimeout(r, 20));
    expect(await slots()).toBe(1); // held ahead: the only slot
    expect(l.stats().held).toBe(1);
    expect(await llm.streamText(aRequest, () => undefined)).toBe('ok');
    expect(sent.acquire).toBe(2);

    // Unused: given back after reserveMs, and meanwhile another process waits for it.
    await new Promise((r) => setTimeout(r, 20));
    llm.reserve!();
    await new Promise((r) => setTimeout(r, 20));
    const other = await worker(1, 10_000, 50);
    const started = Date.now();
    expect(await other.llm(quickModel).streamText(aRequest, () => undefined)).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(l.stats().held).toBe(0);
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
    void l.llm(model).streamText(aRequest, () => undefined); // holds the only slot for ever
    await new Promise((r) => setTimeout(r, 50));
    const controller = new AbortController();
    const waiting = l
      .llm(model)
      .streamText(aRequest, () => undefined, controller.signal)
      .catch((e: unknown) => e);
    expect(l.stats().held).toBe(1);
    controller.abort();
    expect(await waiting).toBeInstanceOf(LlmAbortedError);

    // Another process gets the slot once the holder's lease lapses: a live call keeps renewing it, a dead process
    // does not (closing the limiter stops its renewals, as death would).
    const other = await worker(1, 300);
    const quick: LlmClient = { ...model, streamText: async () => 'done' };
    await l.close(); // the process is gone: no more renewals of its slot
    expect(await other.llm(quick).streamText(aRequest, () => undefined)).toBe('done');
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
    for (let i = 0; i < 3; i++) await a.llm(quickModel).streamText(aRequest, () => undefined);
    await new Promise((r) => setTimeout(r, 20)); // the slot is given back at the end of the turn
    await listener.ping(); // the releases' scripts ran before this answer; a publish of theirs would be here by now
    expect(messages).toEqual([]);

    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const slow: LlmClient = { ...quickModel, streamText: async () => (await held, 'slow') };
    const holders = [
      a.llm(slow).streamText(aRequest, () => undefined),
      a.llm(slow).streamText(aRequest, () => undefined),
    ];
    await new Promise((r) => setTimeout(r, 50));
    expect(a.stats().held).toBe(2);
    const waiting = b.llm(quickModel).streamText(aRequest, () => undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(b.stats().waiting).toBe(1);
    finish();
    expect(await Promise.all([...holders, waiting])).toEqual(['slow', 'slow', 'ok']);
    expect(messages.length).toBeGreaterThan(0);
  }, 10_000);
});
