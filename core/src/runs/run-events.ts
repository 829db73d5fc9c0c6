import type { Redis } from 'ioredis';
import type { RunEvent, RunEventInput } from '@fcs/shared/runs';

/**
 * The per-run event log in Redis, shared by the api (queued, cancelled) and the workers (everything else).
 *
 * Keys, under the deployment's REDIS_PREFIX:
 * - `<p>:run:<id>:events` a stream whose entry ids are `<seq>-1`, so "every event after seq n" is one XRANGE;
 * - `<p>:run:<id>:meta`   a hash with the seq counter and the current execution id (the fence);
 * - channel `<p>:run-events:<id>` gets each event as it is appended, for the api instances relaying it live.
 *
 * Numbering, the stream append and the publish happen in one Lua script, so the seq order, the stream order and
 * the publish order are the same order, and an execution that has been fenced out (cancel, Retry) cannot
 * append anything.
 */

/** Longest a run's stream may grow; far above a real run (hundreds of events), it bounds a runaway one. */
export const RUN_STREAM_MAXLEN = 20_000;
/** How long the stream of a finished run stays in Redis once the run is persisted (then Postgres answers). */
export const RUN_STREAM_TTL_SECONDS = 60 * 60;

const APPEND = `
if ARGV[1] ~= '' and redis.call('HGET', KEYS[1], 'exec') ~= ARGV[1] then return 0 end
local seq = redis.call('HINCRBY', KEYS[1], 'seq', 1)
local json = '{"seq":' .. seq .. ',' .. string.sub(ARGV[2], 2)
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[3], seq .. '-1', 'e', json)
redis.call('PUBLISH', ARGV[4], json)
return seq
`;

// Makes the counter at least ARGV[2] (a run retried after its keys expired keeps counting from Postgres's
// last seq), sets the execution id, and keeps the keys until the run is finished again.
const OPEN = `
local current = tonumber(redis.call('HGET', KEYS[1], 'seq') or '0')
if current < tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], 'seq', ARGV[2]) end
redis.call('HSET', KEYS[1], 'exec', ARGV[1])
redis.call('PERSIST', KEYS[1])
redis.call('PERSIST', KEYS[2])
return 1
`;

// Puts a fence back only where none is set (the run's keys were lost with Redis data): an existing fence, even of
// another execution, is left as it is, so this can never let a superseded execution write.
const RESTORE = `
if redis.call('HEXISTS', KEYS[1], 'exec') == 1 then return 0 end
local current = tonumber(redis.call('HGET', KEYS[1], 'seq') or '0')
if current < tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], 'seq', ARGV[2]) end
redis.call('HSET', KEYS[1], 'exec', ARGV[1])
return 1
`;

export interface RunEventLog {
  readonly prefix: string;
  /** Channel a run's events are published on. */
  channel(runId: string): string;
  /** Channel that tells workers to stop an execution (payload: run id). */
  readonly controlChannel: string;
  /** Starts a new execution of the run: sets its fence and makes sure seq continues from at least minSeq. */
  open(runId: string, execId: string, minSeq: number): Promise<void>;
  /**
   * Sets the execution's fence and minimum seq only when the run has no fence at all (its keys were lost).
   * True when it restored one.
   */
  restoreFence(runId: string, execId: string, minSeq: number): Promise<boolean>;
  /**
   * Numbers and appends an event. With execId, only while that execution is current; returns null when it
   * has been fenced out. Without execId (the api acting for the owner) it always appends.
   */
  append(runId: string, execId: string | null, event: RunEventInput): Promise<RunEvent | null>;
  /** Events with seq above afterSeq, in order. */
  read(runId: string, afterSeq: number, count?: number): Promise<RunEvent[]>;
  /** The smallest seq still in the stream, or null when the stream is gone (expired or never written). */
  firstSeq(runId: string): Promise<number | null>;
  /** Lets the keys of a persisted, finished run expire. */
  expire(runId: string, seconds?: number): Promise<void>;
  /** Asks workers to stop the run's current execution. */
  signalStop(runId: string): Promise<void>;
}

/** The event log on a Redis connection (not a subscriber connection). */
export function createRunEventLog(redis: Redis, prefix: string): RunEventLog {
  const metaKey = (id: string) => `${prefix}:run:${id}:meta`;
  const streamKey = (id: string) => `${prefix}:run:${id}:events`;
  const channel = (id: string) => `${prefix}:run-events:${id}`;
  const parse = (entries: [string, string[]][]) =>
    entries.flatMap(([, fields]) => {
      const i = fields.indexOf('e');
      return i >= 0 && fields[i + 1] ? [JSON.parse(fields[i + 1]!) as RunEvent] : [];
    });
  return {
    prefix,
    channel,
    controlChannel: `${prefix}:run-control`,
    async open(runId, execId, minSeq) {
      await redis.eval(OPEN, 2, metaKey(runId), streamKey(runId), execId, String(minSeq));
    },
    async restoreFence(runId, execId, minSeq) {
      return Number(await redis.eval(RESTORE, 1, metaKey(runId), execId, String(minSeq))) === 1;
    },
    async append(runId, execId, event) {
      const body = JSON.stringify({ runId, at: new Date().toISOString(), ...event });
      const seq = Number(
        await redis.eval(
          APPEND,
          2,
          metaKey(runId),
          streamKey(runId),
          execId ?? '',
          body,
          String(RUN_STREAM_MAXLEN),
          channel(runId),
        ),
      );
      if (seq === 0) return null;
      return { seq, ...JSON.parse(body) } as RunEvent;
    },
    async read(runId, afterSeq, count) {
      const entries = count
        ? await redis.xrange(streamKey(runId), `${afterSeq + 1}-0`, '+', 'COUNT', count)
        : await redis.xrange(streamKey(runId), `${afterSeq + 1}-0`, '+');
      return parse(entries);
    },
    async firstSeq(runId) {
      const entries = await redis.xrange(streamKey(runId), '-', '+', 'COUNT', 1);
      const id = entries[0]?.[0];
      return id ? Number(id.split('-')[0]) : null;
    },
    async expire(runId, seconds = RUN_STREAM_TTL_SECONDS) {
      await redis.multi().expire(metaKey(runId), seconds).expire(streamKey(runId), seconds).exec();
    },
    async signalStop(runId) {
      await redis.publish(`${prefix}:run-control`, runId);
    },
  };
}
