import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  RUN_EVENTS_BATCH_MAX,
  ZRunEventBatch,
  type ClientToServerEvents,
  type RunEvent,
  type ServerToClientEvents,
} from '@fcs/shared/runs';
import { createRedis, Redis } from '@fcs/core/platform/redis';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { createTestDb } from '@fcs/core/testing/db';
import { startPrivateRedis, TEST_REDIS_URL, type PrivateRedis } from '@fcs/core/testing/redis';
import { startTestApi, type TestApi } from '../../testing/app';
import { useTestApi, type TestDb } from '../../testing/use-test-api';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until check() holds (pub/sub changes and socket frames arrive asynchronously). */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 3000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** A signed-in Socket.IO client of the api (closed by closeSockets). */
const sockets: ClientSocket[] = [];
async function socketOf(api: TestApi, uid: string): Promise<ClientSocket> {
  const headers = await api.authHeader(uid);
  const socket: ClientSocket = connect(api.url, {
    auth: { token: headers.authorization!.replace(/^Bearer /, '') },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
function closeSockets() {
  for (const socket of sockets.splice(0)) socket.close();
}

/** Every event a socket receives for one run, in arrival order, whether alone or in a batch. */
function received(socket: ClientSocket, runId: string, messages: string[] = []): RunEvent[] {
  const events: RunEvent[] = [];
  socket.on('run:event', (event) => {
    if (event.runId !== runId) return;
    messages.push('run:event');
    events.push(event);
  });
  socket.on('run:events', (batch) => {
    if (batch.runId !== runId) return;
    messages.push(`run:events(${batch.events.length})`);
    events.push(...ZRunEventBatch.parse(batch).events);
  });
  return events;
}

describe('run relay: one Redis subscription per followed run, shared by its sockets', () => {
  // Subscribed only while followed (no subscription ahead of a run's first follower: that is the block below).
  const ctx = useTestApi('pglite', { RELAY_FIRST_FOLLOWER_MS: '0' }, { clearRedisKeys: true });

  afterEach(() => {
    vi.restoreAllMocks();
    closeSockets();
  });

  /** Connections Redis counts as subscribed to the run's channel. */
  const subscribers = async (runId: string) => {
    const log = createRunEventLog(ctx.api.redis, ctx.api.config.REDIS_PREFIX);
    const [, count] = (await ctx.api.redis.call('PUBSUB', 'NUMSUB', log.channel(runId))) as [string, number];
    return Number(count);
  };

  /** SUBSCRIBE / UNSUBSCRIBE commands sent for the run's channel from now on (by any connection of this process). */
  const spyChannelCommands = (runId: string) => {
    const channel = createRunEventLog(ctx.api.redis, ctx.api.config.REDIS_PREFIX).channel(runId);
    const subscribe = vi.spyOn(Redis.prototype, 'subscribe');
    const unsubscribe = vi.spyOn(Redis.prototype, 'unsubscribe');
    const count = (spy: typeof subscribe | typeof unsubscribe) =>
      spy.mock.calls.filter((args) => (args as unknown[]).includes(channel)).length;
    return { subscribes: () => count(subscribe), unsubscribes: () => count(unsubscribe) };
  };

  it('when two sockets follow one run, then the api subscribes its channel once, both get each event once, and the last to leave releases it', async () => {
    const runId = await ctx.api.startRun('ana');
    const commands = spyChannelCommands(runId);
    const [first, second] = [await socketOf(ctx.api, 'ana'), await socketOf(ctx.api, 'ana')];
    const firstSeen = received(first, runId);
    const secondSeen = received(second, runId);

    const acks = await Promise.all([
      first.emitWithAck('run:subscribe', { runId, afterSeq: 0 }),
      second.emitWithAck('run:subscribe', { runId, afterSeq: 0 }),
    ]);
    expect(acks.map((a) => a.ok)).toEqual([true, true]);
    expect(commands.subscribes()).toBe(1);
    expect(await subscribers(runId)).toBe(1);
    // Both replayed the backlog (run.queued).
    await until(() => firstSeen.length === 1 && secondSeen.length === 1, 'the backlog on both sockets');

    // A live event: one publish, relayed to both sockets.
    const writer = createRedis(TEST_REDIS_URL);
    try {
      const log = createRunEventLog(writer, ctx.api.config.REDIS_PREFIX);
      await log.append(runId, null, { type: 'step.started', stepId: 'load-role', attempt: 1 });
      await until(() => firstSeen.length === 2 && secondSeen.length === 2, 'the live event on both sockets');
      expect(firstSeen.map((e) => e.seq)).toEqual([1, 2]);
      expect(secondSeen.map((e) => e.seq)).toEqual([1, 2]);

      // The first leaves: the channel stays for the second, which still follows.
      first.emit('run:unsubscribe', { runId });
      await sleep(50);
      expect(commands.unsubscribes()).toBe(0);
      expect(await subscribers(runId)).toBe(1);
      await log.append(runId, null, { type: 'step.started', stepId: 'map-tasks', attempt: 1 });
      await until(() => secondSeen.length === 3, 'the next live event on the remaining socket');
      expect(firstSeen).toHaveLength(2);

      // The last leaves (by disconnecting): the subscription is released.
      second.close();
      await until(async () => (await subscribers(runId)) === 0, 'the channel to be unsubscribed');
      expect(commands.unsubscribes()).toBe(1);
      expect(commands.subscribes()).toBe(1);

      // Following it again subscribes afresh, and the new follower catches up from the log.
      const third = await socketOf(ctx.api, 'ana');
      const thirdSeen = received(third, runId);
      expect((await third.emitWithAck('run:subscribe', { runId, afterSeq: 2 })).ok).toBe(true);
      expect(commands.subscribes()).toBe(2);
      expect(await subscribers(runId)).toBe(1);
      await until(() => thirdSeen.length === 1, 'the replay after seq 2');
      expect(thirdSeen.map((e) => e.seq)).toEqual([3]);
    } finally {
      await writer.quit();
    }
  });

  it('when one append logs several events, then a live follower gets them in one run:events frame in seq order, and a lone event as run:event', async () => {
    const runId = await ctx.api.startRun('eve');
    const socket = await socketOf(ctx.api, 'eve');
    const messages: string[] = [];
    const seen = received(socket, runId, messages);
    expect((await socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 })).ok).toBe(true);
    await until(() => seen.length === 1, 'the backlog (run.queued)');
    const writer = createRedis(TEST_REDIS_URL);
    try {
      const log = createRunEventLog(writer, ctx.api.config.REDIS_PREFIX);
      // One append, one pub/sub message: three events.
      await log.appendBatch(runId, null, [
        { type: 'step.started', stepId: 'summary', attempt: 1 },
        { type: 'token', stepId: 'summary', attempt: 1, text: 'Hello ' },
        { type: 'token', stepId: 'summary', attempt: 1, text: 'world' },
      ]);
      await log.append(runId, null, { type: 'token', stepId: 'summary', attempt: 1, text: '!' });
      await until(() => seen.length === 5, 'the appended events');
      await sleep(50);
      expect(seen.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(messages.slice(1)).toEqual(['run:events(3)', 'run:event']);
    } finally {
      await writer.quit();
    }
  });

  it("when a socket asks to follow another user's run, then it is refused, sent nothing, and no subscription is left behind", async () => {
    const runId = await ctx.api.startRun('bea');
    const intruder = await socketOf(ctx.api, 'carl');
    const seen = received(intruder, runId);
    const ack = await intruder.emitWithAck('run:subscribe', { runId, afterSeq: 0 });
    expect(ack).toMatchObject({ ok: false, error: { code: 'not_found' } });
    await until(async () => (await subscribers(runId)) === 0, 'the channel to be released');
    await sleep(50);
    expect(seen).toEqual([]);
  });

  it('when a run is followed through the api that started it, then its owner needs no ownership query, and anyone else is still checked and refused', async () => {
    const runId = await ctx.api.startRun('dan');
    const query = vi.spyOn(ctx.db, 'query');
    const ownershipQueries = () => query.mock.calls.filter(([sql]) => /owner_uid text/.test(String(sql))).length;
    const owner = await socketOf(ctx.api, 'dan');
    const seen = received(owner, runId);
    expect((await owner.emitWithAck('run:subscribe', { runId, afterSeq: 0 })).ok).toBe(true);
    await until(() => seen.length === 1, 'the backlog (run.queued)');
    expect(ownershipQueries()).toBe(0);

    const intruder = await socketOf(ctx.api, 'erin');
    const intruderSeen = received(intruder, runId);
    const ack = await intruder.emitWithAck('run:subscribe', { runId, afterSeq: 0 });
    expect(ack).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(ownershipQueries()).toBe(1);
    await sleep(50);
    expect(intruderSeen).toEqual([]);
  });

  it('when a late client subscribes to a long run, then the backlog comes in a few ordered batches, exactly once, and live events follow one by one', async () => {
    const runId = await ctx.api.startRun('dan');
    const total = 2 * RUN_EVENTS_BATCH_MAX + 500; // run.queued + the tokens appended below
    const writer = createRedis(TEST_REDIS_URL);
    try {
      const log = createRunEventLog(writer, ctx.api.config.REDIS_PREFIX);
      for (let n = 1; n < total; n += 500) {
        await log.appendBatch(
          runId,
          null,
          Array.from({ length: Math.min(500, total - n) }, (_, i) => ({
            type: 'token' as const,
            stepId: 'summary',
            attempt: 1,
            text: `w${n + i} `,
          })),
        );
      }
      const late = await socketOf(ctx.api, 'dan');
      const messages: string[] = [];
      const seen = received(late, runId, messages);
      // Appended while the subscribe reads the backlog: must arrive once, after it, wherever it lands.
      const [ack] = await Promise.all([
        late.emitWithAck('run:subscribe', { runId, afterSeq: 0 }),
        log.append(runId, null, { type: 'step.started', stepId: 'map-tasks', attempt: 1 }),
      ]);
      expect(ack).toEqual({ ok: true, snapshot: null });
      await until(() => seen.length === total + 1, 'the backlog and the concurrent event');
      await log.append(runId, null, { type: 'step.started', stepId: 'summary', attempt: 2 });
      await until(() => seen.length === total + 2, 'the live event');
      await sleep(50);
      expect(seen.map((e) => e.seq)).toEqual(Array.from({ length: total + 2 }, (_, i) => i + 1));
      // The backlog (at least the 2,500 logged before subscribing) in batches of at most RUN_EVENTS_BATCH_MAX.
      const batches = messages.filter((m) => m.startsWith('run:events'));
      expect(batches.length).toBeGreaterThanOrEqual(3);
      expect(batches.length).toBeLessThanOrEqual(4);
      expect(messages.slice(0, 3)).toEqual([
        `run:events(${RUN_EVENTS_BATCH_MAX})`,
        `run:events(${RUN_EVENTS_BATCH_MAX})`,
        expect.stringMatching(/^run:events\(50[01]\)$/),
      ]);
      expect(messages[messages.length - 1]).toBe('run:event');

      // A client resuming from where it was gets only what follows, in one batch.
      const resumed = await socketOf(ctx.api, 'dan');
      const resumedMessages: string[] = [];
      const resumedSeen = received(resumed, runId, resumedMessages);
      expect((await resumed.emitWithAck('run:subscribe', { runId, afterSeq: total - 1 })).ok).toBe(true);
      await until(() => resumedSeen.length === 3, 'the replay after total - 1');
      expect(resumedSeen.map((e) => e.seq)).toEqual([total, total + 1, total + 2]);
      expect(resumedMessages).toEqual(['run:events(3)']);
    } finally {
      await writer.quit();
    }
  });
});

describe("run relay: a run this api started is subscribed ahead of its creator's follow", () => {
  const ctx = useTestApi('pglite', { RELAY_FIRST_FOLLOWER_MS: '400' }, { clearRedisKeys: true });

  afterEach(() => {
    vi.restoreAllMocks();
    closeSockets();
  });

  const channelOf = (runId: string) => createRunEventLog(ctx.api.redis, ctx.api.config.REDIS_PREFIX).channel(runId);
  const subscribers = async (runId: string) =>
    Number(((await ctx.api.redis.call('PUBSUB', 'NUMSUB', channelOf(runId))) as [string, number])[1]);

  it('when its creator follows it, then the subscription already holds (no SUBSCRIBE of its own) and the backlog and live events arrive once each', async () => {
    const runId = await ctx.api.startRun('fay');
    await until(async () => (await subscribers(runId)) === 1, 'the channel subscribed before anyone follows');
    const subscribe = vi.spyOn(Redis.prototype, 'subscribe');
    const socket = await socketOf(ctx.api, 'fay');
    const seen = received(socket, runId);
    expect((await socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 })).ok).toBe(true);
    expect(subscribe.mock.calls.filter((args) => (args as unknown[]).includes(channelOf(runId)))).toHaveLength(0);
    await until(() => seen.length === 1, 'the backlog (run.queued)');
    const writer = createRedis(TEST_REDIS_URL);
    try {
      await createRunEventLog(writer, ctx.api.config.REDIS_PREFIX).append(runId, null, {
        type: 'step.started',
        stepId: 'load-role',
        attempt: 1,
      });
      await until(() => seen.length === 2, 'the live event');
    } finally {
      await writer.quit();
    }
    // Followed past the wait: the subscription stays while the socket follows.
    await sleep(500);
    expect(await subscribers(runId)).toBe(1);
    expect(seen.map((e) => e.seq)).toEqual([1, 2]);
    socket.close();
    await until(async () => (await subscribers(runId)) === 0, 'the channel released when its follower left');
  });

  /** XRANGE reads of the run's stream from now on (by any connection of this process). */
  const spyStreamReads = (runId: string) => {
    const xrange = vi.spyOn(Redis.prototype, 'xrange');
    return () => xrange.mock.calls.filter((args) => String(args[0]).includes(runId)).length;
  };

  /** Starts a run and logs `count` more events for it (as its worker would) before anyone follows it. */
  const startAndLog = async (uid: string, count: number) => {
    const runId = await ctx.api.startRun(uid);
    const writer = createRedis(TEST_REDIS_URL);
    try {
      const log = createRunEventLog(writer, ctx.api.config.REDIS_PREFIX);
      await log.appendBatch(
        runId,
        null,
        Array.from({ length: count }, (_, i) => ({
          type: 'token' as const,
          stepId: 'summary',
          attempt: 1,
          text: `w${i} `,
        })),
      );
    } finally {
      await writer.quit();
    }
    await sleep(50); // the api reads the append's message
    return runId;
  };

  it('when its creator follows it, then the backlog comes from what the subscription kept (no read of the stream), each event once and in order, and live events follow', async () => {
    const runId = await startAndLog('hal', 2);
    const reads = spyStreamReads(runId);
    const socket = await socketOf(ctx.api, 'hal');
    const seen = received(socket, runId);
    expect(await socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 })).toEqual({ ok: true, snapshot: null });
    await until(() => seen.length === 3, 'the backlog (run.queued and two words)');
    const writer = createRedis(TEST_REDIS_URL);
    try {
      await createRunEventLog(writer, ctx.api.config.REDIS_PREFIX).append(runId, null, { type: 'run.completed' });
    } finally {
      await writer.quit();
    }
    await until(() => seen.length === 4, 'the live event');
    await sleep(50);
    expect(seen.map((e) => [e.seq, e.type])).toEqual([
      [1, 'run.queued'],
      [2, 'token'],
      [3, 'token'],
      [4, 'run.completed'],
    ]);
    expect(reads()).toBe(0);
  });

  it('when its creator already holds some of it, then only what follows comes from what was kept', async () => {
    const runId = await startAndLog('ida', 2);
    const reads = spyStreamReads(runId);
    const socket = await socketOf(ctx.api, 'ida');
    const seen = received(socket, runId);
    expect((await socket.emitWithAck('run:subscribe', { runId, afterSeq: 2 })).ok).toBe(true);
    await until(() => seen.length === 1, 'the backlog after seq 2');
    await sleep(50);
    expect(seen.map((e) => e.seq)).toEqual([3]);
    expect(reads()).toBe(0);
  });

  it('when its subscription held only after it was queued and nothing reached it since, then its backlog comes from the stream', async () => {
    const subscribe = Redis.prototype.subscribe;
    vi.spyOn(Redis.prototype, 'subscribe').mockImplementation(function (this: Redis, ...args: unknown[]) {
      return sleep(100).then(() => (subscribe as (...a: unknown[]) => Promise<unknown>).apply(this, args));
    } as never);
    const runId = await ctx.api.startRun('kim');
    vi.restoreAllMocks();
    await until(async () => (await subscribers(runId)) === 1, 'the late subscription');
    const reads = spyStreamReads(runId);
    const socket = await socketOf(ctx.api, 'kim');
    const seen = received(socket, runId);
    expect((await socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 })).ok).toBe(true);
    await until(() => seen.length === 1, 'the backlog (run.queued)');
    expect(seen.map((e) => e.seq)).toEqual([1]);
    expect(reads()).toBeGreaterThan(0);
  });

  it('when a run logs more than is kept for it before its creator follows, then the backlog comes from the stream, whole', async () => {
    const runId = await startAndLog('jon', RUN_EVENTS_BATCH_MAX);
    const reads = spyStreamReads(runId);
    const socket = await socketOf(ctx.api, 'jon');
    const seen = received(socket, runId);
    expect((await socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 })).ok).toBe(true);
    await until(() => seen.length === RUN_EVENTS_BATCH_MAX + 1, 'the whole backlog');
    await sleep(50);
    expect(seen.map((e) => e.seq)).toEqual(Array.from({ length: RUN_EVENTS_BATCH_MAX + 1 }, (_, i) => i + 1));
    expect(reads()).toBeGreaterThan(0);
  });

  it('when nobody follows it in time, then the subscription is released, and a later follower still gets everything', async () => {
    const runId = await ctx.api.startRun('gus');
    await until(async () => (await subscribers(runId)) === 1, 'the channel subscribed ahead');
    await until(async () => (await subscribers(runId)) === 0, 'the unfollowed channel released', 2000);
    const socket = await socketOf(ctx.api, 'gus');
    const seen = received(socket, runId);
    expect((await socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 })).ok).toBe(true);
    await until(() => seen.length === 1, 'the backlog (run.queued)');
    expect(await subscribers(runId)).toBe(1);
  });
});

describe('run relay across a Redis reconnect (on a private redis-server)', () => {
  let redisServer: PrivateRedis;
  let db: TestDb;
  let api: TestApi;

  beforeAll(async () => {
    redisServer = await startPrivateRedis();
    db = await createTestDb('pglite');
    api = await startTestApi(db, { REDIS_URL: redisServer.url });
  });
  afterAll(async () => {
    closeSockets();
    await api?.stop();
    await db?.drop();
    await redisServer?.destroy();
  });

  it("when the relay's subscriber is back before the api's request connection and a run ended while its channel had no subscription, then its followers still get the end", async () => {
    const runId = await api.startRun('eve');
    const socket = await socketOf(api, 'eve');
    const seen = received(socket, runId);
    expect(await socket.emitWithAck('run:subscribe', { runId, afterSeq: 0 })).toEqual({ ok: true, snapshot: null });
    await until(() => seen.length === 1, 'the backlog (run.queued)');

    const admin = createRedis(redisServer.url);
    const log = createRunEventLog(admin, api.config.REDIS_PREFIX);
    try {
      // The request connection is away (its reconnect comes later than the subscriber's, as when their retry timers
      // are out of phase after an outage).
      api.redis.disconnect();
      // The pub/sub connections drop and the run's last events are logged at once, in the same write: their message
      // reaches no subscription, so only the stream has them.
      await Promise.all([
        admin.client('KILL', 'TYPE', 'pubsub'),
        log.appendBatch(runId, null, [
          { type: 'run.started', attempt: 1, engine: 'offline' },
          { type: 'run.completed' },
        ]),
      ]);
      await until(
        async () => Number(((await admin.call('PUBSUB', 'NUMSUB', log.channel(runId))) as [string, number])[1]) === 1,
        'the relay to subscribe the channel again',
      );
      await until(() => seen.length === 3, 'the events logged while the relay was away', 5000);
      expect(seen.map((e) => [e.seq, e.type])).toEqual([
        [1, 'run.queued'],
        [2, 'run.started'],
        [3, 'run.completed'],
      ]);
    } finally {
      await api.redis.connect().catch(() => undefined);
      await admin.quit();
    }
  });
});
