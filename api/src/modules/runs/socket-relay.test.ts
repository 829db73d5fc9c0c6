import { afterEach, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, RunEvent, ServerToClientEvents } from '@fcs/shared/runs';
import { createRedis, Redis } from '@fcs/core/platform/redis';
import { createRunEventLog } from '@fcs/core/runs/run-events';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { useTestApi } from '../../testing/use-test-api';

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

describe('run relay: one Redis subscription per followed run, shared by its sockets', () => {
  const ctx = useTestApi('pglite', {}, { clearRedisKeys: true });
  const sockets: ClientSocket[] = [];

  afterEach(() => {
    vi.restoreAllMocks();
    for (const socket of sockets.splice(0)) socket.close();
  });

  const socketOf = async (uid: string) => {
    const headers = await ctx.api.authHeader(uid);
    const socket: ClientSocket = connect(ctx.api.url, {
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
  };

  const startRun = async (uid: string) => {
    const res = await fetch(`${ctx.api.url}/api/ai-jobs/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await ctx.api.authHeader(uid)) },
      body: JSON.stringify({ jobId: 'equity_research_analyst' }),
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { runId: string }).runId;
  };

  /** Every event a socket receives for one run, in arrival order. */
  const received = (socket: ClientSocket, runId: string) => {
    const events: RunEvent[] = [];
    socket.on('run:event', (event) => event.runId === runId && events.push(event));
    return events;
  };

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
    const runId = await startRun('ana');
    const commands = spyChannelCommands(runId);
    const [first, second] = [await socketOf('ana'), await socketOf('ana')];
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
      const third = await socketOf('ana');
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

  it("when a socket asks to follow another user's run, then it is refused, sent nothing, and no subscription is left behind", async () => {
    const runId = await startRun('bea');
    const intruder = await socketOf('carl');
    const seen = received(intruder, runId);
    const ack = await intruder.emitWithAck('run:subscribe', { runId, afterSeq: 0 });
    expect(ack).toMatchObject({ ok: false, error: { code: 'not_found' } });
    await until(async () => (await subscribers(runId)) === 0, 'the channel to be released');
    await sleep(50);
    expect(seen).toEqual([]);
  });
});
