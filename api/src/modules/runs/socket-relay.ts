import {
  RUN_EVENTS_BATCH_MAX,
  ZRunSubscribeRequest,
  ZRunUnsubscribeRequest,
  type RunCreatedNotice,
  type RunEvent,
} from '@fcs/shared/runs';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import { PATIENT_REDIS_OPTIONS, type Redis } from '@fcs/core/platform/redis';
import { setBounded } from '@fcs/core/platform/bounded-map';
import { stampRunStage } from '@fcs/core/platform/run-stages';
import { userRoom, type AppSocket, type AppSocketServer } from '../../platform/socket';
import { createGroupCommit } from '@fcs/core/platform/group-commit';
import { runsRepository } from '@fcs/core/runs/runs.repository';
import { createRunEventLog, type RunEventLog } from '@fcs/core/runs/run-events';
import { applyLoggedEvents } from './run-view';

const UNAVAILABLE = {
  ok: false,
  error: { code: 'unavailable', message: 'Live updates are unavailable right now. Please try again.' },
} as const;

/** Most runs one socket may follow at once. */
const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** Most runs this instance remembers the owner of, having started them (the oldest are forgotten first). */
const KNOWN_OWNERS_MAX = 10_000;
/** Most events kept for one run subscribed ahead, and for all of them, until their first follower (then: the stream). */
const AHEAD_EVENTS_PER_RUN = RUN_EVENTS_BATCH_MAX;
const AHEAD_EVENTS_MAX = 50_000;

/**
 * What a run subscribed ahead of its first follower has logged, kept for that follower (its backlog from memory
 * instead of the stream). Whole from its first event on once the subscription is known to have held before anything
 * after the event its starter logged (`logged`): it received a message (the channel publishes in seq order, so every
 * later event reaches it too), or it held before the run was queued (`enqueuing`). Otherwise, or with a hole, the
 * follower reads the stream.
 */
interface Ahead {
  events: RunEvent[];
  whole: boolean;
}

/** What a run's starter tells the relay that subscribed it ahead (see registerRunRelay's followAhead). */
export interface RunAhead {
  /** The event the starter logged itself (its publish may have come before the subscription held). */
  logged(event: RunEvent): void;
  /** Called just before the run is queued (for a new run, the first moment anything else can be logged for it). */
  enqueuing(): void;
}

interface Subscription {
  socket: AppSocket;
  runId: string;
  /** Seq of the last event this socket has been sent (or its snapshot reflects). */
  cursor: number;
  /** While the backlog is being replayed, live events wait in buffer. */
  replaying: boolean;
  buffer: RunEvent[];
  /** Serialises deliveries to this socket, so events leave in seq order even when a gap must be filled. */
  chain: Promise<void>;
  /** Deliveries waiting on the chain (while 0, the next event in order is sent at once). */
  pending: number;
  closed: boolean;
  /** What the run logged before this first follower came, kept in memory (see Ahead): the backlog, if complete. */
  ahead?: Ahead;
}

/**
 * The subscriber's SUBSCRIBE and UNSUBSCRIBE commands of one turn of the event loop, sent as one command per run of
 * the same kind, in the order asked (so an UNSUBSCRIBE asked before a SUBSCRIBE of the same channel still goes
 * first): a burst of followers arriving or leaving costs one socket write, not one per run. Each call resolves once
 * its command's reply has come (for SUBSCRIBE: the channel's subscription holds).
 */
function channelCommands(subscriber: Redis) {
  type Kind = 'subscribe' | 'unsubscribe';
  let asked: { kind: Kind; channel: string; resolve(): void; reject(err: unknown): void }[] = [];
  const send = () => {
    const batch = asked;
    asked = [];
    for (let start = 0; start < batch.length;) {
      const kind = batch[start]!.kind;
      let end = start;
      while (end < batch.length && batch[end]!.kind === kind) end++;
      const group = batch.slice(start, end);
      const names = group.map((a) => a.channel);
      (kind === 'subscribe' ? subscriber.subscribe(...names) : subscriber.unsubscribe(...names)).then(
        () => group.forEach((a) => a.resolve()),
        (err: unknown) => group.forEach((a) => a.reject(err)),
      );
      start = end;
    }
  };
  // With `now`, this command (and what was asked before it in this turn, in order) is sent at once.
  return (kind: Kind, channel: string, now = false): Promise<void> =>
    new Promise((resolve, reject) => {
      // setImmediate, not nextTick: the sockets' messages of one poll of the event loop each run in a callback of
      // their own, and all of them should share the command.
      if (asked.length === 0 && !now) setImmediate(send);
      asked.push({ kind, channel, resolve, reject });
      if (now) send();
    });
}

/**
 * Relays run events from the Redis event log to subscribed sockets.
 *
 * Design: workers publish every event on a per-run channel in the same Lua script that numbers and appends it,
 * so publish order is seq order. Each api instance holds ONE subscriber connection and ONE subscription per run
 * its sockets follow, shared by all of them: the first follower subscribes the channel (later ones wait for that
 * same SUBSCRIBE instead of sending their own), each message is parsed once and fanned out to every follower, and
 * the last one to leave unsubscribes. A run this instance starts is subscribed as it is queued, ahead of its first
 * follower (firstFollowerMs; released if nobody follows in time), so its creator's socket finds the subscription
 * held. This keeps a blocked connection per followed run (XREAD BLOCK would need one
 * each, or a loop re-issuing a multi-key XREAD whenever the set of followed runs changes) off Redis, and live
 * latency is a single publish hop.
 * Pub/sub alone is lossy (nothing is stored, a reconnect drops messages), so correctness comes from the stream:
 * a subscription first subscribes to the channel (buffering), then replays the stream after the client's seq,
 * then drains the buffer; every delivery checks the socket's cursor, skipping what it already sent and
 * filling any gap from the stream. Hence no gaps and no duplicates, on any instance.
 */
export function registerRunRelay(
  io: AppSocketServer,
  deps: {
    db: Db;
    redis: Redis;
    prefix: string;
    log: RunEventLog;
    logger: Logger;
    /** How long a run this instance started waits, subscribed, for its first follower (0: not subscribed ahead). */
    firstFollowerMs?: number;
  },
) {
  const { log, logger } = deps;
  const repo = runsRepository(deps.db);
  /**
   * Whether the user owns the run: the subscribes of one moment checked in one query (group commit), which reads
   * only the keys (the run's row is read whole only when the client must start from its snapshot).
   */
  const owns = createGroupCommit({ commit: repo.ownedMany });
  /**
   * The owners of the runs this instance started or re-queued lately (told by notify, once the row is stored): a run's
   * owner never changes, so its creator's subscribe, which usually follows the POST at once, needs no query. A run
   * not found here (started on another instance, or forgotten) is checked in the database as before.
   */
  const knownOwners = new Map<string, string>();
  const isOwner = (runId: string, uid: string): boolean | Promise<boolean> =>
    knownOwners.get(runId) === uid || owns({ id: runId, ownerUid: uid });
  // Not a request path: it waits for Redis to come back and resubscribes its channels then.
  const subscriber = deps.redis.duplicate(PATIENT_REDIS_OPTIONS);
  // What the relay reads from the stream on its own (a gap, the catch-up after a reconnect) is not a request path
  // either: it waits for Redis instead of failing at once as `log` (the request connection) does. The connections
  // come back from an outage each on its own retry timer: a catch-up read on the request connection, still
  // reconnecting when the subscriber is back, failed, and a run that ended meanwhile never reached its followers.
  const reader = deps.redis.duplicate(PATIENT_REDIS_OPTIONS);
  const stream = createRunEventLog(reader, deps.prefix);
  for (const client of [subscriber, reader])
    client.on('error', (err) => logger.warn({ err: err.message }, 'run relay redis error'));
  const channelPrefix = log.channel('');
  const command = channelCommands(subscriber);
  /**
   * The runs this instance follows: their followers, the channel's one SUBSCRIBE (settled once it holds), and for a
   * run subscribed ahead, what it logged while nobody followed it.
   */
  const byRun = new Map<string, { subs: Set<Subscription>; subscribed: Promise<unknown>; ahead?: Ahead }>();
  /** Events held in all Ahead buffers (bounded by AHEAD_EVENTS_MAX). */
  let aheadTotal = 0;
  const dropAhead = (entry: { ahead?: Ahead }): Ahead | undefined => {
    const ahead = entry.ahead;
    if (ahead) aheadTotal -= ahead.events.length;
    entry.ahead = undefined;
    return ahead;
  };
  /** Keeps a run's events in its Ahead buffer, in seq order, each once; drops the buffer past its bounds. */
  const hold = (entry: { ahead?: Ahead }, events: RunEvent[]) => {
    const ahead = entry.ahead!;
    ahead.whole = true;
    const last = ahead.events.at(-1)?.seq ?? -Infinity;
    const fresh = events.filter((e) => e.seq > last);
    if (ahead.events.length + fresh.length > AHEAD_EVENTS_PER_RUN || aheadTotal + fresh.length > AHEAD_EVENTS_MAX)
      return void dropAhead(entry);
    ahead.events.push(...fresh);
    aheadTotal += fresh.length;
  };
  /**
   * The backlog after afterSeq from a follower's Ahead, or null when it cannot be trusted to be whole: not known whole,
   * not reaching back to afterSeq + 1, or with a hole (then the stream is read, as for any follower).
   */
  const backlogAhead = (ahead: Ahead | undefined, afterSeq: number): RunEvent[] | null => {
    const events = ahead?.whole ? ahead.events : [];
    if (events.length === 0 || events[0]!.seq > afterSeq + 1) return null;
    if (events.some((e, i) => e.seq !== events[0]!.seq + i)) return null;
    return events.filter((e) => e.seq > afterSeq);
  };
  const bySocket = new WeakMap<AppSocket, Map<string, Subscription>>();

  const send = (sub: Subscription, event: RunEvent) => {
    sub.socket.emit('run:event', event);
    sub.cursor = event.seq;
  };

  /**
   * Sends events read from the stream (in seq order, contiguous) in `run:events` batches rather than one message
   * each: a late client's 5,000-event backlog is a handful of messages. Skips what the socket already has and
   * anything from `beforeSeq` on (delivered separately).
   */
  const sendBatched = (sub: Subscription, events: RunEvent[], beforeSeq = Infinity) => {
    let from = 0;
    while (from < events.length && events[from]!.seq <= sub.cursor) from++;
    let to = from;
    while (to < events.length && events[to]!.seq < beforeSeq) to++;
    for (let start = from; start < to && !sub.closed; start += RUN_EVENTS_BATCH_MAX) {
      const batch = events.slice(start, Math.min(to, start + RUN_EVENTS_BATCH_MAX));
      sub.socket.emit('run:events', { runId: sub.runId, events: batch });
      sub.cursor = batch[batch.length - 1]!.seq;
    }
  };

  async function deliver(sub: Subscription, event: RunEvent): Promise<void> {
    if (sub.closed || event.seq <= sub.cursor) return;
    if (event.seq > sub.cursor + 1) {
      // Missed messages (e.g. the subscriber reconnected): the stream has them.
      const missed = await stream.read(sub.runId, sub.cursor, event.seq - sub.cursor - 1);
      if (!sub.closed) sendBatched(sub, missed, event.seq);
    }
    if (!sub.closed && event.seq > sub.cursor) send(sub, event);
  }

  const offer = (sub: Subscription, event: RunEvent) => {
    if (sub.replaying) return void sub.buffer.push(event);
    if (sub.pending === 0) {
      // The usual case: the next event, nothing waiting before it. Sent at once, no promise in between.
      if (sub.closed || event.seq <= sub.cursor) return;
      if (event.seq === sub.cursor + 1) return send(sub, event);
    }
    sub.pending++;
    sub.chain = sub.chain
      .then(() => deliver(sub, event))
      .catch((err) => logger.warn({ err, runId: sub.runId }, 'relay delivery failed'))
      .finally(() => sub.pending--);
  };

  /**
   * The events of one append (consecutive seqs) to one follower as ONE `run:events` frame instead of a frame each
   * (one socket write instead of several), when they are next in order and nothing waits before them. False: they
   * must go through offer() one by one (replaying, a delivery pending, a gap to fill first).
   */
  const offerBatch = (sub: Subscription, events: RunEvent[]): boolean => {
    if (sub.replaying || sub.pending > 0) return false;
    const first = events[0]!.seq;
    const last = events[events.length - 1]!.seq;
    if (first > sub.cursor + 1 || last - first !== events.length - 1) return false;
    if (!sub.closed) sendBatched(sub, events);
    return true;
  };

  subscriber.on('message', (channel: string, message: string) => {
    const runId = channel.slice(channelPrefix.length);
    const followed = byRun.get(runId);
    if (!followed || (!followed.subs.size && !followed.ahead)) return;
    const { subs } = followed;
    // One message per append: the appended events, in seq order (a JSON array). Parsed once for all followers.
    let events: RunEvent[];
    try {
      const parsed = JSON.parse(message) as RunEvent | RunEvent[];
      events = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return;
    }
    const lastSeq = events.at(-1)?.seq;
    stampRunStage('relay.message', runId, lastSeq);
    if (!subs.size) return hold(followed, events);
    for (const sub of subs) {
      if (events.length > 1 && offerBatch(sub, events)) continue;
      for (const event of events) offer(sub, event);
    }
    stampRunStage('relay.sent', runId, lastSeq);
  });

  // After a reconnect, pub/sub messages sent meanwhile are gone: catch every follower up from the stream, once the
  // channels are subscribed again. ioredis emits 'ready' before it resubscribes them, so a catch-up read at once
  // could come before an append whose message then reaches no subscription: a run's last append (its end) would be
  // lost to its followers. The catch-up waits for this SUBSCRIBE's reply (the connection answers in order); whatever
  // is appended after the read is then published to a subscription that holds.
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (!connectedOnce) {
      connectedOnce = true;
      return;
    }
    // Messages may have been lost meanwhile: what was kept ahead of a first follower is no longer known to be whole.
    for (const entry of byRun.values()) {
      dropAhead(entry);
      for (const sub of entry.subs) sub.ahead = undefined;
    }
    const channels = [...byRun.keys()].map((runId) => log.channel(runId));
    const resubscribed = channels.length > 0 ? subscriber.subscribe(...channels) : Promise.resolve();
    for (const { subs } of byRun.values()) {
      for (const sub of subs) {
        if (sub.replaying) continue;
        sub.chain = sub.chain
          .then(() => resubscribed)
          .then(async () => {
            const missed = await stream.read(sub.runId, sub.cursor);
            if (!sub.closed) sendBatched(sub, missed);
          })
          .catch((err) => logger.warn({ err, runId: sub.runId }, 'relay catch-up after a reconnect failed'));
      }
    }
  });

  /**
   * Adds a follower to its run; the first one subscribes the run's channel. Resolves once the subscription holds
   * (from then on every event appended reaches the follower's buffer), for the first follower as for the others.
   */
  function follow(sub: Subscription): Promise<unknown> {
    const followed = byRun.get(sub.runId);
    if (followed) {
      // The first follower takes what was kept ahead: from now on the run's messages go to its buffer instead.
      sub.ahead = dropAhead(followed);
      followed.subs.add(sub);
      return followed.subscribed;
    }
    const subscribed = command('subscribe', log.channel(sub.runId));
    byRun.set(sub.runId, { subs: new Set([sub]), subscribed });
    return subscribed;
  }

  /**
   * A run this instance is starting or re-queuing: its channel is subscribed now, before any socket follows it, so
   * its creator's subscribe (which comes right after the POST's answer) finds the subscription held. What the run
   * logs meanwhile is kept (bounded, see Ahead) and becomes that first follower's backlog, with no read of the
   * stream, when it is known whole. Otherwise the follower reads its backlog from the stream, as any follower.
   * Released if nobody follows it in time.
   */
  function subscribeAhead(runId: string): RunAhead | undefined {
    const waitMs = deps.firstFollowerMs ?? 0;
    if (waitMs <= 0 || byRun.has(runId)) return undefined;
    let held = false;
    const entry = {
      subs: new Set<Subscription>(),
      // Sent at once, ahead of the run's own commands: it should hold before the run is queued (see enqueuing).
      subscribed: command('subscribe', log.channel(runId), true).then(() => (held = true)),
      ahead: { events: [], whole: false } as Ahead | undefined,
    };
    byRun.set(runId, entry);
    const releaseIfUnfollowed = () => {
      if (byRun.get(runId) !== entry || entry.subs.size > 0) return;
      dropAhead(entry);
      byRun.delete(runId);
      command('unsubscribe', log.channel(runId)).catch(() => undefined);
    };
    // A refused SUBSCRIBE: followers waiting on it give up (their subscribe answers unavailable) and leave.
    entry.subscribed.catch(releaseIfUnfollowed);
    setTimeout(releaseIfUnfollowed, waitMs).unref();
    return {
      logged(event) {
        const ahead = entry.ahead;
        if (!ahead || ahead.events.some((e) => e.seq === event.seq)) return;
        const at = ahead.events.findIndex((e) => e.seq > event.seq);
        ahead.events.splice(at === -1 ? ahead.events.length : at, 0, event);
        aheadTotal++;
      },
      enqueuing() {
        if (held && entry.ahead) entry.ahead.whole = true;
      },
    };
  }

  /** Removes a follower; the last one of its run unsubscribes the channel (commands keep their order, see
   * channelCommands, so a later first follower's SUBSCRIBE lands after this UNSUBSCRIBE). */
  function remove(sub: Subscription) {
    sub.closed = true;
    if (bySocket.get(sub.socket)?.get(sub.runId) === sub) bySocket.get(sub.socket)!.delete(sub.runId);
    const followed = byRun.get(sub.runId);
    if (!followed?.subs.delete(sub)) return;
    if (followed.subs.size === 0) {
      byRun.delete(sub.runId);
      command('unsubscribe', log.channel(sub.runId)).catch(() => undefined);
    }
  }

  io.on('connection', (socket) => {
    const mine = new Map<string, Subscription>();
    bySocket.set(socket, mine);
    const uid = socket.data.user.uid;

    socket.on('run:subscribe', async (raw, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = ZRunSubscribeRequest.safeParse(raw);
      if (!parsed.success)
        return ack({
          ok: false,
          error: { code: 'bad_request', message: 'runId must be a run id and afterSeq a number' },
        });
      const { runId, afterSeq } = parsed.data;
      // While Redis is away nothing can be replayed or followed: say so at once (the client retries).
      if (subscriber.status !== 'ready' || !log.available()) return ack(UNAVAILABLE);
      const previous = mine.get(runId);
      if (previous) remove(previous);
      if (mine.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
        return ack({
          ok: false,
          error: {
            code: 'bad_request',
            message: `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} runs can be followed at once`,
          },
        });
      }
      const sub: Subscription = {
        socket,
        runId,
        cursor: afterSeq,
        replaying: true,
        buffer: [],
        chain: Promise.resolve(),
        pending: 0,
        closed: false,
      };
      mine.set(runId, sub);
      try {
        // The ownership check and the channel's subscription at the same time: until the backlog below has been
        // sent, events only go to the buffer, so nothing reaches a socket whose user turns out not to own the run.
        // Subscribed before reading the backlog: whatever is appended from now on is buffered, never lost.
        const [owned] = await Promise.all([isOwner(runId, uid), follow(sub)]);
        if (!owned) {
          remove(sub);
          return ack({ ok: false, error: { code: 'not_found', message: 'Run not found' } });
        }

        let backlog: RunEvent[];
        // What the stream holds after afterSeq, and whether it still reaches back to it (from memory for a run's
        // first follower when the run was subscribed ahead and kept whole).
        const kept = backlogAhead(sub.ahead, afterSeq);
        sub.ahead = undefined;
        const { reaches, events } = kept ? { reaches: true, events: kept } : await log.readFrom(runId, afterSeq);
        if (reaches) {
          backlog = events;
          ack({ ok: true, snapshot: null });
        } else {
          // The stream no longer reaches back to afterSeq (expired after the run was persisted, or retried
          // since): start the client from the stored run plus whatever the stream still holds after it.
          const stored = (await repo.findForOwner(runId, uid))!;
          const snapshot = applyLoggedEvents(stored, await log.read(runId, stored.lastSeq));
          sub.cursor = snapshot.lastSeq;
          backlog = [];
          ack({ ok: true, snapshot });
        }
        if (!sub.closed) sendBatched(sub, backlog);
        while (sub.buffer.length) await deliver(sub, sub.buffer.shift()!);
        sub.replaying = false;
      } catch (err) {
        logger.warn({ err, runId }, 'run subscribe failed');
        remove(sub);
        ack(UNAVAILABLE);
      }
    });

    socket.on('run:unsubscribe', (raw) => {
      const parsed = ZRunUnsubscribeRequest.safeParse(raw);
      const sub = parsed.success ? mine.get(parsed.data.runId) : undefined;
      if (sub) remove(sub);
    });

    socket.on('disconnect', () => {
      for (const sub of [...mine.values()]) remove(sub);
    });
  });

  return {
    /**
     * Tells all of a user's sockets, on every api instance, about a new or re-queued run (stored: its owner is
     * remembered here, so a subscribe to it from this instance needs no ownership query).
     */
    notify(ownerUid: string, notice: RunCreatedNotice) {
      setBounded(knownOwners, notice.runId, ownerUid, KNOWN_OWNERS_MAX);
      io.to(userRoom(ownerUid)).emit('run:created', notice);
    },
    /** A run this instance is about to start or re-queue: subscribed ahead of its first follower (subscribeAhead). */
    followAhead: subscribeAhead,
    close: async () => {
      await Promise.all([subscriber, reader].map((client) => client.quit().catch(() => undefined)));
    },
  };
}
