import { randomUUID } from 'node:crypto';
import type { Redis } from '@fcs/core/platform/redis';
import type { Logger } from '@fcs/core/platform/logger';
import { stampRunStage } from '@fcs/core/platform/run-stages';
import { LlmAbortedError, type LlmClient } from './types';

/**
 * A cap on the model calls in flight to one provider, across every worker process: a semaphore in Redis.
 *
 * Runs wait on the model, not the CPU, so a worker carries hundreds of them (WORKER_CONCURRENCY); what the provider
 * allows (its concurrency or rate limits) is enforced here instead, for the whole cluster (LLM_MAX_CONCURRENCY).
 * A slot is a member of a sorted set scored by its lease's end: taken by a script that first drops lapsed leases
 * (a worker that died mid-call frees its slots within a lease), renewed while the call runs, given back when it
 * ends (published when the slots were all taken, so a waiting call in any process tries again at once; waiters also
 * poll, as a publish can be missed). Calls of one process wait in order. Below the limit a call costs one script
 * to take its slot and one to give it back (no message to every worker process per call).
 */

// KEYS: slots. ARGV: limit, leaseMs, id. 1 when the slot was taken.
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
  return 1
end
return 0
`;
// KEYS: slots. ARGV: leaseMs, id. 1 while the lease is held.
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local renewed = redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]) * 2)
return renewed
`;
// KEYS: slots. ARGV: id, channel, limit. Says so on the channel only when the slots were all taken: a call waits only
// after finding them so, and the first release after that finds them so too (unless lapsed leases were dropped
// meanwhile, which the waiters' poll covers). A release below the limit wakes no one, in no process.
const RELEASE = `
local full = redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3])
if redis.call('ZREM', KEYS[1], ARGV[1]) == 1 and full then redis.call('PUBLISH', ARGV[2], '1') end
return 1
`;

interface LimitCommands {
  fcsLlmAcquire(key: string, limit: string, leaseMs: string, id: string): Promise<number>;
  fcsLlmRenew(key: string, leaseMs: string, id: string): Promise<number>;
  fcsLlmRelease(key: string, id: string, channel: string, limit: string): Promise<number>;
}

export interface ProviderLimitOptions {
  /** A normal connection (commands) and one this limiter may put in subscriber mode; the caller closes both. */
  redis: Redis;
  subscriber: Redis;
  prefix: string;
  /** Which provider the slots are of (its API host): workers that share one share the cap. */
  provider: string;
  /** Calls in flight at most, across all workers. */
  limit: number;
  /** A slot's lease (renewed every third of it while the call runs). */
  leaseMs?: number;
  /** How often a waiting call tries again without being told a slot is free. */
  pollMs?: number;
  /** How long a slot taken ahead for a starting run (reserve) waits for a call before it is given back. */
  reserveMs?: number;
  logger?: Logger;
}

export interface ProviderLimit {
  llm(inner: LlmClient): LlmClient;
  /** Slots this process holds now and calls waiting for one (for logs and tests). */
  stats(): { held: number; waiting: number };
  close(): Promise<void>;
}

export async function createProviderLimit(options: ProviderLimitOptions): Promise<ProviderLimit> {
  const { redis, limit } = options;
  const leaseMs = options.leaseMs ?? 10_000;
  const pollMs = options.pollMs ?? 250;
  const reserveMs = options.reserveMs ?? 250;
  const key = `${options.prefix}:llm-slots:${options.provider}`;
  const channel = `${key}:free`;
  const r = redis as Redis & Partial<LimitCommands>;
  if (!r.fcsLlmAcquire) {
    redis.defineCommand('fcsLlmAcquire', { numberOfKeys: 1, lua: ACQUIRE });
    redis.defineCommand('fcsLlmRenew', { numberOfKeys: 1, lua: RENEW });
    redis.defineCommand('fcsLlmRelease', { numberOfKeys: 1, lua: RELEASE });
  }
  const cmd = r as Redis & LimitCommands;

  let held = 0;
  const renewals = new Set<NodeJS.Timeout>();
  const waiters: Array<() => void> = [];
  let closed = false;
  /** The first call in line tries again (a slot was given back, or the poll says it may have lapsed). */
  const wakeOne = () => waiters.shift()?.();
  options.subscriber.on('message', (ch: string) => ch === channel && wakeOne());
  await options.subscriber.subscribe(channel);
  const poll = setInterval(wakeOne, pollMs);
  poll.unref();

  interface Lease {
    id: string;
    renew: NodeJS.Timeout;
  }

  /** Takes a slot in Redis (waiting in line for one). */
  const take = async (signal?: AbortSignal): Promise<Lease> => {
    const id = randomUUID();
    let front = false;
    for (;;) {
      if (signal?.aborted || closed) throw new LlmAbortedError();
      if ((front || waiters.length === 0) && (await cmd.fcsLlmAcquire(key, String(limit), String(leaseMs), id)) === 1)
        break;
      await new Promise<void>((resolve) => {
        const entry = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          const i = waiters.indexOf(entry);
          if (i >= 0) waiters.splice(i, 1);
          resolve();
        };
        // A call that was first in line and lost the race keeps its place.
        if (front) waiters.unshift(entry);
        else waiters.push(entry);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      front = true;
    }
    // More slots may be free: the next in line tries too.
    wakeOne();
    held++;
    const renew = setInterval(() => {
      cmd
        .fcsLlmRenew(key, String(leaseMs), id)
        .catch((err: unknown) =>
          options.logger?.warn({ err: err instanceof Error ? err.message : String(err) }, 'llm slot renewal failed'),
        );
    }, leaseMs / 3);
    renew.unref();
    renewals.add(renew);
    return { id, renew };
  };

  /** Gives a slot back in Redis (said on the channel when the slots were all taken). */
  const giveBack = (lease: Lease) => {
    held--;
    clearInterval(lease.renew);
    renewals.delete(lease.renew);
    cmd.fcsLlmRelease(key, lease.id, channel, String(limit)).catch(() => undefined);
  };

  /**
   * Slots this process holds without a call, for a moment: one a call gave back this turn of the loop (the next
   * model call of the same run usually starts in the same turn: it takes the slot over, with no round trip to give
   * it back and none to take it again), or one taken ahead for a run that is starting (reserve). Only while no call
   * of this process waits in line (then a slot given back goes to Redis at once, as before, and the line moves on).
   */
  const spare = new Map<Lease, { clear(): void }>();
  const park = (lease: Lease, forMs: number | 'this turn') => {
    const drop = () => {
      if (spare.delete(lease)) giveBack(lease);
    };
    if (forMs === 'this turn') {
      const immediate = setImmediate(drop);
      spare.set(lease, { clear: () => clearImmediate(immediate) });
    } else {
      const timer = setTimeout(drop, forMs);
      timer.unref();
      spare.set(lease, { clear: () => clearTimeout(timer) });
    }
  };
  const unpark = (): Lease | undefined => {
    const next = spare.entries().next();
    if (next.done) return undefined;
    const [lease, expiry] = next.value;
    expiry.clear();
    spare.delete(lease);
    return lease;
  };
  /** Slots being taken ahead (reserve), in order; a call may claim one instead of taking its own. */
  const reserving: Array<{ claimed: boolean; lease: Promise<Lease | null> }> = [];

  const reserve = () => {
    if (closed || waiters.length > 0) return;
    const reservation = {
      claimed: false,
      lease: take().then(
        (lease) => {
          const i = reserving.indexOf(reservation);
          if (i >= 0) reserving.splice(i, 1);
          if (reservation.claimed) return lease;
          if (closed) giveBack(lease);
          else park(lease, reserveMs);
          return null;
        },
        () => {
          const i = reserving.indexOf(reservation);
          if (i >= 0) reserving.splice(i, 1);
          return null;
        },
      ),
    };
    reserving.push(reservation);
  };

  /** A slot for a call: a spare one, one being taken ahead, or one taken now (waiting in line for it). */
  const acquire = async (signal?: AbortSignal): Promise<Lease> => {
    if (signal?.aborted || closed) throw new LlmAbortedError();
    if (waiters.length === 0) {
      const lease = unpark();
      if (lease) return lease;
      const ahead = reserving.shift();
      if (ahead) {
        ahead.claimed = true;
        const reserved = await ahead.lease;
        if (reserved && (signal?.aborted || closed)) {
          giveBack(reserved);
          throw new LlmAbortedError();
        }
        if (reserved) return reserved;
      }
    }
    return take(signal);
  };

  const run = async <T>(signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> => {
    const lease = await acquire(signal);
    stampRunStage('llm.slot');
    try {
      return await call();
    } finally {
      if (closed || waiters.length > 0) giveBack(lease);
      else park(lease, 'this turn');
    }
  };

  return {
    llm: (inner) => ({
      engine: inner.engine,
      reserve,
      streamText: (request, onToken, signal) => run(signal, () => inner.streamText(request, onToken, signal)),
      generateObject: (request, signal) => run(signal, () => inner.generateObject(request, signal)),
    }),
    stats: () => ({ held, waiting: waiters.length }),
    close: async () => {
      closed = true;
      clearInterval(poll);
      // Slots still held lapse with their leases (a call that outlives its process cannot keep one).
      for (let lease = unpark(); lease; lease = unpark()) giveBack(lease);
      for (const renew of renewals) clearInterval(renew);
      renewals.clear();
      for (const w of waiters.splice(0)) w();
      await options.subscriber.unsubscribe(channel).catch(() => undefined);
    },
  };
}
