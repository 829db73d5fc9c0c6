import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '../platform/redis';
import { TEST_REDIS_URL } from '../testing/redis';
import { createRunEventLog, RunLogOrderError, type RunEventLog } from './run-events';

const QUEUED = { type: 'run.queued' as const, workflow: 'ai_impact' as const, steps: [], retry: false };
/** Attempt 1 of an execution completed its first step. */
const STEP_ONE_DONE = {
  type: 'step.completed' as const,
  stepId: 's1',
  attempt: 1,
  durationMs: 1,
  output: { n: 1 },
  narration: 'n',
  streamedText: null,
};

describe('run event log', () => {
  let redis: Redis;
  let log: RunEventLog;
  const prefix = `t${randomBytes(4).toString('hex')}`;
  beforeAll(() => {
    redis = createRedis(TEST_REDIS_URL);
    log = createRunEventLog(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  /**
   * Runs `act` while a MONITOR connection hands each command Redis runs to `onCommand`, then closes that connection.
   * ioredis reads a MONITOR line it gets outside its monitoring state as a reply no command waits for and emits
   * "Command queue state error": lines in the same packet as MONITOR's OK (it enters that state a tick after the OK)
   * and lines still in flight when the connection closes. Those lines come from other clients before `act` or after
   * it, so these errors are dropped; they used to reach no listener and fail whatever test ran then (about 1 run in
   * 5 of this file while another client keeps Redis busy). Any other error fails the test.
   */
  async function monitored(
    onCommand: (args: string[], source: string) => void,
    act: () => Promise<void>,
  ): Promise<void> {
    const monitor = redis.duplicate({ monitor: true, lazyConnect: true });
    let failure: Error | undefined;
    monitor.on('error', (error: Error) => {
      if (!error.message.startsWith('Command queue state error')) failure ??= error;
    });
    monitor.on('monitor', (_time: string, args: string[], source: string) => onCommand(args, source));
    try {
      const monitoring = new Promise<void>((resolve) => monitor.once('monitoring', () => resolve()));
      await monitor.connect();
      await monitoring;
      await act();
    } finally {
      monitor.removeAllListeners('monitor');
      monitor.disconnect();
    }
    if (failure) throw failure;
  }

  it('when events are appended, then each gets the next seq and reading after a seq returns the rest in order', async () => {
    const runId = randomUUID();
    expect((await log.open(runId, 'exec-1', 0, QUEUED)).seq).toBe(1);
    for (let i = 0; i < 3; i++)
      await log.append(runId, 'exec-1', { type: 'token', stepId: 's', attempt: 1, text: `t${i}` });
    const batch = await log.appendBatch(runId, 'exec-1', [
      { type: 'token', stepId: 's', attempt: 1, text: 't3' },
      { type: 'step.started', stepId: 'u', attempt: 1, at: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(batch?.map((e) => [e.seq, e.type, e.at === '2026-01-01T00:00:00.000Z'])).toEqual([
      [5, 'token', false],
      [6, 'step.started', true],
    ]);
    const after2 = await log.read(runId, 2);
    expect(after2.map((e) => e.seq)).toEqual([3, 4, 5, 6]);
    expect(after2.map((e) => (e.type === 'token' ? e.text : e.type))).toEqual(['t1', 't2', 't3', 'step.started']);
    expect(after2[0]).toMatchObject({ runId, type: 'token', stepId: 's' });
    expect(await log.firstSeq(runId)).toBe(1);
  });

  it('when a follower reads from a seq, then it gets the events after it and whether the stream still reaches back to it', async () => {
    const runId = randomUUID();
    await log.open(runId, 'exec-1', 0, QUEUED);
    for (let i = 0; i < 4; i++)
      await log.append(runId, 'exec-1', { type: 'token', stepId: 's', attempt: 1, text: `t${i}` });
    const fromStart = await log.readFrom(runId, 0);
    expect(fromStart.reaches).toBe(true);
    expect(fromStart.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await log.readFrom(runId, 3)).events.map((e) => e.seq)).toEqual([4, 5]);
    // Up to date (nothing after its seq, or a seq beyond the last): reaches while the stream is there.
    expect(await log.readFrom(runId, 5)).toEqual({ reaches: true, events: [] });
    expect(await log.readFrom(runId, 9)).toEqual({ reaches: true, events: [] });
    // The stream starts after the follower's seq (trimmed): it does not reach back, whatever it holds.
    const streamKey = `${prefix}:run:${runId}:events`;
    await redis.xdel(streamKey, '1-1', '2-1');
    const trimmed = await log.readFrom(runId, 0);
    expect(trimmed.reaches).toBe(false);
    expect(trimmed.events.map((e) => e.seq)).toEqual([3, 4, 5]);
    expect((await log.readFrom(runId, 2)).reaches).toBe(true);
    // Gone (expired with its run): nothing, and it does not reach back.
    expect(await log.readFrom(randomUUID(), 0)).toEqual({ reaches: false, events: [] });
    await redis.del(streamKey);
    expect(await log.readFrom(runId, 5)).toEqual({ reaches: false, events: [] });
  });

  it('when an execution has been fenced out, then its appends are refused', async () => {
    const runId = randomUUID();
    await log.open(runId, 'old', 0, QUEUED);
    expect((await log.append(runId, 'old', { type: 'run.completed' }))?.seq).toBe(2);
    await log.open(runId, 'new', 0, QUEUED);
    expect(await log.append(runId, 'old', { type: 'run.completed' })).toBeNull();
    expect(await log.appendBatch(runId, 'old', [{ type: 'run.completed' }])).toBeNull();
    expect((await log.append(runId, 'new', { type: 'run.failed', error: 'x', stepId: null }))?.seq).toBe(4);
  });

  it('when events are appended, then they are published on the run channel with their seqs, one message per append', async () => {
    const runId = randomUUID();
    const sub = redis.duplicate();
    const received: string[] = [];
    sub.on('message', (_c: string, m: string) => received.push(m));
    await sub.subscribe(log.channel(runId));
    await log.open(runId, 'e', 0, QUEUED);
    await log.appendBatch(runId, 'e', [{ type: 'result', result: { a: 1 } }, { type: 'run.completed' }]);
    await new Promise((r) => setTimeout(r, 50));
    await sub.quit();
    expect(received.map((m) => JSON.parse(m))).toEqual([
      [expect.objectContaining({ seq: 1, type: 'run.queued' })],
      [
        expect.objectContaining({ seq: 2, type: 'result', result: { a: 1 } }),
        expect.objectContaining({ seq: 3, type: 'run.completed' }),
      ],
    ]);
  });

  it('when a finished run is let expire, then both its keys get the time to live, in one command', async () => {
    const runId = randomUUID();
    await log.open(runId, 'e1', 0, QUEUED);
    await log.append(runId, 'e1', { type: 'run.completed' });
    // What this client sent about the run (not the commands its script ran: their source is `lua`).
    const sent: string[] = [];
    let done = false;
    let seenAll!: () => void;
    const allSeen = new Promise<void>((resolve) => (seenAll = resolve));
    await monitored(
      (args, source) => {
        if (done || source === 'lua' || !args.some((a) => String(a).includes(runId))) return;
        const command = String(args[0]).toLowerCase();
        if (command !== 'echo') sent.push(command);
        else {
          done = true;
          seenAll();
        }
      },
      async () => {
        await log.expire(runId);
        await redis.echo(`${runId} expired`); // once MONITOR shows this, it has shown everything expire sent
        await allSeen;
      },
    );
    for (const key of ['meta', 'events']) {
      const ttl = await redis.ttl(`${prefix}:run:${runId}:${key}`);
      expect(ttl).toBeGreaterThan(3590);
      expect(ttl).toBeLessThanOrEqual(3600);
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^eval/);
  });

  it('when a run is retried after its log expired, then seq continues from the stored last seq', async () => {
    const runId = randomUUID();
    await log.open(runId, 'e1', 0, QUEUED);
    await log.append(runId, 'e1', { type: 'run.completed' });
    await log.expire(runId, 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await log.firstSeq(runId)).toBeNull();
    expect((await log.open(runId, 'e2', 41, { ...QUEUED, retry: true })).seq).toBe(42);
    expect((await log.append(runId, 'e2', { type: 'run.started', attempt: 2, engine: 'offline' }))?.seq).toBe(43);
    expect(await redis.ttl(`${prefix}:run:${runId}:meta`)).toBe(-1);
  });

  it('when a later attempt claims a run, then the earlier attempt can append nothing, it gets back what earlier attempts logged, and nothing passes once the execution ended', async () => {
    const runId = randomUUID();
    await log.open(runId, 'x', 0, QUEUED);
    const first = await log.claim(runId, { execId: 'x', attempt: 1 }, 0, {
      type: 'run.started',
      attempt: 1,
      engine: 'openai',
    });
    expect(first).toMatchObject({ status: 'claimed', started: { seq: 2, type: 'run.started' }, recovered: [] });
    const a1 = { execId: 'x', attempt: 1 };
    expect((await log.append(runId, a1, STEP_ONE_DONE))?.seq).toBe(3);
    await log.append(runId, a1, { type: 'token', stepId: 's2', attempt: 1, text: 'half' });

    const second = await log.claim(runId, { execId: 'x', attempt: 2 }, 0);
    expect(second).toMatchObject({ status: 'claimed', started: null });
    expect(second.status === 'claimed' && second.recovered.map((e) => [e.seq, e.type])).toEqual([
      [3, 'step.completed'],
    ]);
    expect(await log.append(runId, a1, { type: 'token', stepId: 's2', attempt: 1, text: 'late' })).toBeNull();
    expect(await log.claim(runId, a1, 0)).toEqual({ status: 'superseded' });
    expect(await log.claim(runId, { execId: 'other', attempt: 9 }, 0)).toEqual({ status: 'superseded' });

    const a2 = { execId: 'x', attempt: 2 };
    expect((await log.append(runId, a2, { type: 'run.completed' }))?.seq).toBe(5);
    expect(await log.append(runId, a2, { type: 'token', stepId: 's2', attempt: 2, text: 'after' })).toBeNull();
    const third = await log.claim(runId, { execId: 'x', attempt: 3 }, 3);
    expect(third.status).toBe('finished');
    expect(third.status === 'finished' && third.recovered.map((e) => e.type)).toEqual(['run.completed']);
    expect((await log.read(runId, 0)).map((e) => e.type)).toEqual([
      'run.queued',
      'run.started',
      'step.completed',
      'token',
      'run.completed',
    ]);
  });

  it('when attempts are counted by the log, then each claim is the next attempt, its started event says which, and the one before it is fenced out', async () => {
    const runId = randomUUID();
    await log.open(runId, 'x', 0, QUEUED);
    const first = await log.claimNext(runId, 'x', { type: 'run.started', engine: 'openai' });
    expect(first).toMatchObject({ status: 'claimed', attempt: 1, started: { seq: 2, attempt: 1 }, recovered: [] });
    const a1 = { execId: 'x', attempt: 1 };
    expect((await log.append(runId, a1, STEP_ONE_DONE))?.seq).toBe(3);
    const second = await log.claimNext(runId, 'x', { type: 'run.started', engine: 'openai' });
    // The whole execution's completions come back (the caller drops what its row reflects).
    expect(second).toMatchObject({ status: 'claimed', attempt: 2, started: { seq: 4, attempt: 2 } });
    expect(second.status === 'claimed' && second.recovered.map((e) => [e.seq, e.type])).toEqual([
      [3, 'step.completed'],
    ]);
    expect(await log.append(runId, a1, { type: 'token', stepId: 's2', attempt: 1, text: 'late' })).toBeNull();
    // What the stream holds is what clients parse: the counted attempt is in the started event.
    expect((await log.read(runId, 0)).filter((e) => e.type === 'run.started')).toMatchObject([
      { seq: 2, attempt: 1 },
      { seq: 4, attempt: 2 },
    ]);
    // An attempt the row counted beyond the log's still claims; one at or below the log's count does not.
    expect(await log.claim(runId, { execId: 'x', attempt: 2 }, 0)).toEqual({ status: 'superseded' });
    expect(await log.claim(runId, { execId: 'x', attempt: 4 }, 0)).toMatchObject({ status: 'claimed', attempt: 4 });
    expect(await log.claimNext(runId, 'other', { type: 'run.started', engine: 'openai' })).toEqual({
      status: 'superseded',
    });
    await log.append(runId, { execId: 'x', attempt: 4 }, { type: 'run.completed' });
    expect(await log.claimNext(runId, 'x', { type: 'run.started', engine: 'openai' })).toMatchObject({
      status: 'finished',
      attempt: 5,
    });
  });

  it("when an attempt's appends are numbered, then each lands only right after the one before it: never after a missing one, never twice, and a new claim counts from 1 again", async () => {
    const runId = randomUUID();
    await log.open(runId, 'n', 0, QUEUED);
    await log.claimNext(runId, 'n', { type: 'run.started', engine: 'openai' });
    const a1 = { execId: 'n', attempt: 1 };
    const token = (text: string) => [{ type: 'token' as const, stepId: 's', attempt: 1, text }];
    // Two in flight on one connection (sent in the same write): both land, in order.
    const [one, two] = await Promise.all([
      log.appendBatch(runId, a1, token('one '), { append: 1 }),
      log.appendBatch(runId, a1, token('two '), { append: 2 }),
    ]);
    expect([one?.[0]?.seq, two?.[0]?.seq]).toEqual([3, 4]);
    // Append 3 never landed (it failed): 4, sent behind it, must not land after the gap.
    await expect(log.appendBatch(runId, a1, token('four '), { append: 4 })).rejects.toBeInstanceOf(RunLogOrderError);
    // Append 2 sent again (after a reconnect, its first answer lost): it does not land twice.
    await expect(log.appendBatch(runId, a1, token('two '), { append: 2 })).rejects.toBeInstanceOf(RunLogOrderError);
    expect((await log.appendBatch(runId, a1, token('three '), { append: 3 }))?.[0]?.seq).toBe(5);
    // Unnumbered appends (the execution's own end, the api) pass whatever the count.
    expect((await log.append(runId, a1, { type: 'token', stepId: 's', attempt: 1, text: 'x ' }))?.seq).toBe(6);
    // A fenced-out attempt is refused as before (null), whatever its number.
    await log.claimNext(runId, 'n', { type: 'run.started', engine: 'openai' });
    expect(await log.appendBatch(runId, a1, token('late '), { append: 4 })).toBeNull();
    // The next attempt's writer counts from 1.
    const a2 = { execId: 'n', attempt: 2 };
    expect((await log.appendBatch(runId, a2, token('again '), { append: 1 }))?.[0]?.seq).toBe(8);
    expect((await log.read(runId, 0)).flatMap((e) => (e.type === 'token' ? [e.text] : [])).join('')).toBe(
      'one two three x again ',
    );
  });

  /** Runs `act` and returns the commands Redis ran on `key` meanwhile (scripts' commands included), from MONITOR. */
  async function commandsOn(key: string, act: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = [];
    const sentinel = `${prefix}:sentinel:${randomUUID()}`;
    let sentinelSeen!: () => void;
    const done = new Promise<void>((resolve) => (sentinelSeen = resolve));
    await monitored(
      (args) => {
        if (args[1] === key) seen.push(args[0]!.toUpperCase());
        if (args[1] === sentinel) sentinelSeen();
      },
      async () => {
        await act();
        // MONITOR reports commands in the order Redis ran them: once this one is seen, so is every command before it.
        await redis.exists(sentinel);
        await done;
      },
    );
    return seen;
  }

  it("when an execution's first attempt claims the run, then the stream is not read (only the opening event is there); a later attempt's claim reads it back as before", async () => {
    const runId = randomUUID();
    const stream = `${prefix}:run:${runId}:events`;
    await log.open(runId, 'x', 0, QUEUED);
    let first: Awaited<ReturnType<RunEventLog['claimNext']>> | undefined;
    const firstCommands = await commandsOn(stream, async () => {
      first = await log.claimNext(runId, 'x', { type: 'run.started', engine: 'openai' });
    });
    expect(first).toMatchObject({ status: 'claimed', attempt: 1, started: { seq: 2 }, recovered: [] });
    expect(firstCommands).toEqual(['XADD']); // run.started, and no XRANGE
    await log.append(runId, { execId: 'x', attempt: 1 }, STEP_ONE_DONE);

    let second: Awaited<ReturnType<RunEventLog['claimNext']>> | undefined;
    const secondCommands = await commandsOn(stream, async () => {
      second = await log.claimNext(runId, 'x', { type: 'run.started', engine: 'openai' });
    });
    expect(secondCommands).toContain('XRANGE');
    expect(second).toMatchObject({ status: 'claimed', attempt: 2, started: { seq: 4 } });
    expect(second?.status === 'claimed' && second.recovered.map((e) => [e.seq, e.type])).toEqual([
      [3, 'step.completed'],
    ]);
    await log.append(runId, { execId: 'x', attempt: 2 }, { type: 'run.failed', error: 'e', stepId: 's2' });

    // The owner's Retry: a new execution, whose first claim again reads nothing (attempts keep counting).
    await log.open(runId, 'x2', 5, { ...QUEUED, retry: true });
    let retried: Awaited<ReturnType<RunEventLog['claimNext']>> | undefined;
    const retriedCommands = await commandsOn(stream, async () => {
      retried = await log.claimNext(runId, 'x2', { type: 'run.started', engine: 'openai' });
    });
    expect(retriedCommands).toEqual(['XADD']);
    expect(retried).toMatchObject({ status: 'claimed', attempt: 3, started: { seq: 7 }, recovered: [] });
  });

  it('when anything was logged for an execution before its first claim, or after a claim that logged no started event, then the next claim reads it back', async () => {
    // Logged under the execution's fence alone, before any attempt claimed it.
    const early = randomUUID();
    await log.open(early, 'x', 0, QUEUED);
    await log.append(early, 'x', STEP_ONE_DONE);
    const claimed = await log.claimNext(early, 'x', { type: 'run.started', engine: 'openai' });
    expect(claimed.status === 'claimed' && claimed.recovered.map((e) => [e.seq, e.type])).toEqual([
      [2, 'step.completed'],
    ]);

    // Redis lost the keys; a claim put the fence back with no started event, and its attempt logged right after.
    const lost = randomUUID();
    expect(await log.claim(lost, { execId: 'y', attempt: 3 }, 17)).toMatchObject({ status: 'claimed', started: null });
    expect((await log.append(lost, { execId: 'y', attempt: 3 }, STEP_ONE_DONE))?.seq).toBe(18);
    const next = await log.claim(lost, { execId: 'y', attempt: 4 }, 17);
    expect(next.status === 'claimed' && next.recovered.map((e) => [e.seq, e.type])).toEqual([[18, 'step.completed']]);
  });

  it("when a run's keys are gone, then a counted claim writes nothing and says so (the caller claims with the stored seq)", async () => {
    const runId = randomUUID();
    expect(await log.claimNext(runId, 'y', { type: 'run.started', engine: 'openai' })).toEqual({ status: 'unknown' });
    expect(await redis.exists(`${prefix}:run:${runId}:meta`, `${prefix}:run:${runId}:events`)).toBe(0);
  });

  it("when Redis lost a run's keys, then a claim puts the fence back and numbering continues from the stored seq", async () => {
    const runId = randomUUID();
    const claimed = await log.claim(runId, { execId: 'y', attempt: 3 }, 17, {
      type: 'run.started',
      attempt: 3,
      engine: 'offline',
    });
    expect(claimed).toMatchObject({ status: 'claimed', started: { seq: 18 }, recovered: [] });
    expect(await log.append(runId, { execId: 'y', attempt: 2 }, { type: 'run.completed' })).toBeNull();
    expect((await log.append(runId, { execId: 'y', attempt: 3 }, { type: 'run.completed' }))?.seq).toBe(19);
  });
});
