import type { Redis } from 'ioredis';
import type { RunEvent, RunEventInput, RunEventType } from '@fcs/shared/runs';

/**
 * The per-run event log in Redis, shared by the api (queued, cancelled) and the workers (everything else).
 *
 * Keys, under the deployment's REDIS_PREFIX:
 * - `<p>:run:<id>:events` a stream whose entry ids are `<seq>-1`, so "every event after seq n" is one XRANGE; each
 *   entry holds the event's JSON (`e`) and its type (`t`, so a script can pick events without decoding them);
 * - `<p>:run:<id>:meta`   a hash: `seq` (the counter), `exec` (the current execution id, set by the api for each
 *   enqueue, cancel and Retry), `att` (the attempt of that execution that owns the run now, set by the worker that
 *   claims it), `base` (the seq when `exec` was set), `done` (set by the event that ended that execution) and `wb`
 *   (the number of that attempt's last numbered append: its writer's appends must land 1, 2, 3..., see APPEND; set
 *   by each claim, absent from an execution's open until its first claim);
 * - channel `<p>:run-events:<id>` gets the events as they are appended (a JSON array per append, in seq order), for
 *   the api instances relaying them live.
 *
 * Fencing: numbering, the fence check, the stream append and the publish happen in one Lua script. A worker appends
 * with its execution id AND its attempt, so once another attempt has claimed the run (BullMQ restarted the job after
 * its lock expired, a retry after a crash), or the owner cancelled or retried it, or the run ended, the stale
 * attempt cannot append anything: no interleaved tokens, no second `step.completed`, nothing after `run.completed`.
 * The scripts are loaded once per connection (EVALSHA).
 */

/** Longest a run's stream may grow; far above a real run (hundreds of events), it bounds a runaway one. */
export const RUN_STREAM_MAXLEN = 20_000;
/** How long the stream of a finished run stays in Redis once the run is persisted (then Postgres answers). */
export const RUN_STREAM_TTL_SECONDS = 60 * 60;

/** Events that end an execution: after one, no attempt of that execution may append. */
const TERMINAL: ReadonlySet<RunEventType> = new Set(['run.completed', 'run.failed', 'run.cancelled']);
/** What a new attempt must know of its predecessors' log to neither redo nor lose their work. */
const RECOVERED: readonly RunEventType[] = ['step.completed', 'step.failed', 'result', 'run.completed', 'run.failed'];

// Appends a batch of events in order, atomically: numbered consecutively, added to the stream, and published as ONE
// message (a JSON array), so a batch costs one round trip and one pub/sub message whatever its size.
// KEYS: meta, stream. ARGV: exec ('' = no fence: the api acting for the owner), att ('' = any attempt of exec),
// maxlen, channel, n, the attempt's append number ('' = unnumbered; only with att), then n triples: body (the
// event's JSON without seq), type, terminal ('1' or '').
// Returns the seq of the first event, 0 when fenced out, -1 when out of order (a numbered append that is not the
// one after the attempt's last: the one before it failed, or this one was sent again after it landed); in both
// cases nothing is appended. The count (`wb`) starts again at each claim.
const APPEND = `
if ARGV[1] ~= '' then
  local m = redis.call('HMGET', KEYS[1], 'exec', 'att', 'done', 'wb')
  if m[1] ~= ARGV[1] or m[3] == '1' then return 0 end
  if ARGV[2] ~= '' and m[2] ~= ARGV[2] then return 0 end
  if ARGV[6] ~= '' then
    if tonumber(m[4] or '0') + 1 ~= tonumber(ARGV[6]) then return -1 end
    redis.call('HSET', KEYS[1], 'wb', ARGV[6])
  end
end
local n = tonumber(ARGV[5])
local first = redis.call('HINCRBY', KEYS[1], 'seq', n) - n + 1
local out = {}
for i = 0, n - 1 do
  local seq = first + i
  local json = '{"seq":' .. seq .. ',' .. string.sub(ARGV[7 + i * 3], 2)
  redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[3], seq .. '-1', 'e', json, 't', ARGV[8 + i * 3])
  if ARGV[9 + i * 3] == '1' then redis.call('HSET', KEYS[1], 'done', '1') end
  out[i + 1] = json
end
redis.call('PUBLISH', ARGV[4], '[' .. table.concat(out, ',') .. ']')
return first
`;

// A new execution (enqueue, Retry, cancel) of the run. Makes the counter at least ARGV[2] (a run retried after its
// keys expired keeps counting from Postgres's last seq), sets the execution id and where its events begin, keeps the
// keys until the run is finished again, and appends the execution's first event (run.queued, run.cancelled) in the
// same step. It clears `wb`, which every claim sets: until the execution's first claim there is none (see CLAIM).
// KEYS: meta, stream. ARGV: exec, minSeq, body, type, terminal, maxlen, channel. Returns the event's seq.
const OPEN = `
local current = tonumber(redis.call('HGET', KEYS[1], 'seq') or '0')
if current < tonumber(ARGV[2]) then current = tonumber(ARGV[2]) end
redis.call('HSET', KEYS[1], 'seq', current + 1, 'exec', ARGV[1], 'base', current)
redis.call('HDEL', KEYS[1], 'done', 'wb')
if ARGV[5] == '1' then redis.call('HSET', KEYS[1], 'done', '1') end
redis.call('PERSIST', KEYS[1])
redis.call('PERSIST', KEYS[2])
local seq = current + 1
local json = '{"seq":' .. seq .. ',' .. string.sub(ARGV[3], 2)
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[6], seq .. '-1', 'e', json, 't', ARGV[4])
redis.call('PUBLISH', ARGV[7], '[' .. json .. ']')
return seq
`;

// An attempt of the current execution takes the run over. KEYS: meta, stream. ARGV: exec, attempt ('' = the next
// one: the last claimed plus one, counted here), minSeq, started body ('' for none; without its attempt when counted
// here, which puts it in), maxlen, channel, recovered types (comma-separated).
// Returns {status, attempt, ...recovered event JSON}: status -1 superseded (another execution, or a later attempt,
// owns the run), -2 finished (the execution already logged its end), -3 unknown (the run's keys are gone and the
// attempt was to be counted here: the caller claims again with the stored seq and attempt), else the seq of the
// appended started event (0: none). Recovered: the events of earlier attempts of this execution after
// max(base, minSeq) that a new attempt must apply (completed steps whose checkpoint may not have been saved, a
// logged end). The stream is read only when there can be such events: not on an execution's first claim while the
// stream holds nothing after its opening event (the usual start of a run: only run.queued is there).
const CLAIM = `
local m = redis.call('HMGET', KEYS[1], 'exec', 'att', 'done', 'base', 'seq', 'wb')
local seq = tonumber(m[5] or '0')
local minSeq = tonumber(ARGV[3])
local base = tonumber(m[4] or '0')
local counted = ARGV[2] == ''
if not m[1] then
  if counted then return {-3, 0} end
  if seq < minSeq then seq = minSeq end
  base = seq
  redis.call('HSET', KEYS[1], 'seq', seq, 'exec', ARGV[1], 'base', seq)
elseif m[1] ~= ARGV[1] then
  return {-1, 0}
end
local att = tonumber(m[2] or '0') + 1
if not counted then
  if att > tonumber(ARGV[2]) then return {-1, 0} end
  att = tonumber(ARGV[2])
end
redis.call('HSET', KEYS[1], 'att', att, 'wb', 0)
local out = {0, att}
local from = math.max(base, minSeq)
-- The execution's first claim (no wb since its open) with nothing logged after its opening event (at base + 1,
-- never a recovered type): no attempt of it has logged anything, so there is nothing to read back.
local first = not m[6] and seq <= base + 1
if seq > from and not first then
  local wanted = {}
  for t in string.gmatch(ARGV[7], '[^,]+') do wanted[t] = true end
  local entries = redis.call('XRANGE', KEYS[2], (from + 1) .. '-0', '+')
  for _, entry in ipairs(entries) do
    local fields = entry[2]
    local e, t = nil, nil
    for i = 1, #fields, 2 do
      if fields[i] == 'e' then e = fields[i + 1] elseif fields[i] == 't' then t = fields[i + 1] end
    end
    if e and t and wanted[t] then out[#out + 1] = e end
  end
end
if m[3] == '1' then
  out[1] = -2
  return out
end
if ARGV[4] ~= '' then
  local next = redis.call('HINCRBY', KEYS[1], 'seq', 1)
  local json = '{"seq":' .. next .. ',' .. string.sub(ARGV[4], 2)
  if counted then json = '{"seq":' .. next .. ',"attempt":' .. att .. ',' .. string.sub(ARGV[4], 2) end
  redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[5], next .. '-1', 'e', json, 't', 'run.started')
  redis.call('PUBLISH', ARGV[6], '[' .. json .. ']')
  out[1] = next
end
redis.call('PERSIST', KEYS[1])
return out
`;

// Both keys of a run expire in ARGV[1] seconds: one command where a MULTI of two EXPIREs was four. KEYS: meta, stream.
const EXPIRE = `
redis.call('EXPIRE', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[1])
return 1
`;

/** Which writer an append speaks for: the api (null), an execution (its id), or one attempt of an execution. */
export type RunFence = null | string | { execId: string; attempt: number };

/** What a claim found: the run is this attempt's now, or someone else's, or already ended by this execution. */
export type RunClaim =
  | { status: 'claimed'; attempt: number; started: RunEvent | null; recovered: RunEvent[] }
  | { status: 'superseded' }
  | { status: 'finished'; attempt: number; recovered: RunEvent[] };

export interface RunEventLog {
  readonly prefix: string;
  /** Channel a run's events are published on. */
  channel(runId: string): string;
  /** False while the connection is down: a fail-fast connection (the api's) would refuse every call right now. */
  available(): boolean;
  /** Channel that tells workers to stop an execution (payload: run id, or `runId@attempt`: attempts before it). */
  readonly controlChannel: string;
  /**
   * Starts a new execution of the run (enqueue, Retry, cancel) and logs its first event, in one step: sets the fence,
   * makes sure seq continues from at least minSeq, and appends the event.
   */
  open(
    runId: string,
    execId: string,
    minSeq: number,
    event: RunEventInput & { type: 'run.queued' | 'run.cancelled' },
  ): Promise<RunEvent>;
  /**
   * An attempt of execution execId takes the run over: from now on only appends of this attempt pass. Earlier
   * attempts' completed steps and logged end (events after minSeq, the seq the database row reflects) come back so
   * the attempt neither redoes nor loses them. With `started`, that event is appended in the same step.
   * When the run's keys were lost (Redis data loss), the fence is put back for execId first.
   */
  claim(
    runId: string,
    fence: { execId: string; attempt: number },
    minSeq: number,
    started?: RunEventInput & { type: 'run.started' },
  ): Promise<RunClaim>;
  /**
   * The next attempt of execution execId takes the run over: the attempt is counted here (one more than the last
   * claimed), so the claim need not wait for the database to count it. Recovered events are those of the whole
   * execution (the caller drops what its row already reflects); `started` is appended with the counted attempt.
   * `unknown` when the run's keys are gone: then nothing is written, and the caller claims with the stored seq.
   */
  claimNext(
    runId: string,
    execId: string,
    started: Omit<RunEventInput & { type: 'run.started' }, 'attempt'>,
  ): Promise<RunClaim | { status: 'unknown' }>;
  /**
   * Numbers and appends an event. With a fence, only while that execution (and attempt) is current and has not
   * ended; returns null when it has been fenced out. Without one (the api acting for the owner) it always appends.
   */
  append(runId: string, fence: RunFence, event: RunEventInput): Promise<RunEvent | null>;
  /**
   * Appends events in order in one step (consecutive seqs, one pub/sub message). Each may carry the time it
   * happened (`at`, default now). Null when fenced out: then none was appended.
   * With `append` (an attempt's fence only): the attempt's appends are numbered from 1 since its claim, and this one
   * is taken only if the one before it landed and it did not (else it throws RunLogOrderError, nothing appended): a
   * writer with several appends in flight cannot leave a gap or land one twice.
   */
  appendBatch(
    runId: string,
    fence: RunFence,
    events: readonly (RunEventInput & { at?: string })[],
    options?: { append?: number },
  ): Promise<RunEvent[] | null>;
  /** Events with seq above afterSeq, in order. */
  read(runId: string, afterSeq: number, count?: number): Promise<RunEvent[]>;
  /**
   * The events after afterSeq, and whether the stream still holds all of them (`reaches`: it holds afterSeq + 1, or
   * it holds nothing after afterSeq but still exists). False when the stream is gone, or starts after afterSeq + 1.
   * One command when the stream holds afterSeq + 1 (a follower's usual case); one more otherwise.
   */
  readFrom(runId: string, afterSeq: number): Promise<{ reaches: boolean; events: RunEvent[] }>;
  /** The smallest seq still in the stream, or null when the stream is gone (expired or never written). */
  firstSeq(runId: string): Promise<number | null>;
  /** Lets the keys of a persisted, finished run expire. */
  expire(runId: string, seconds?: number): Promise<void>;
  /** Asks workers to stop the run's current execution (with beforeAttempt: only attempts older than it). */
  signalStop(runId: string, beforeAttempt?: number): Promise<void>;
}

/** A numbered append refused: the attempt's append before it is missing, or this one already landed (see APPEND). */
export class RunLogOrderError extends Error {
  constructor(runId: string, append: number) {
    super(`run ${runId}: append ${append} is not the one after the attempt's last; nothing appended`);
    this.name = 'RunLogOrderError';
  }
}

interface LogCommands {
  fcsRunAppend(...args: string[]): Promise<number>;
  fcsRunOpen(...args: string[]): Promise<number>;
  fcsRunClaim(...args: string[]): Promise<(number | string)[]>;
  fcsRunExpire(meta: string, stream: string, seconds: string): Promise<number>;
}

/** Loads the scripts on a connection once; ioredis then calls them by SHA and reloads them if Redis forgot them. */
function withCommands(redis: Redis): Redis & LogCommands {
  const r = redis as Redis & Partial<LogCommands>;
  if (!r.fcsRunAppend) {
    redis.defineCommand('fcsRunAppend', { numberOfKeys: 2, lua: APPEND });
    redis.defineCommand('fcsRunOpen', { numberOfKeys: 2, lua: OPEN });
    redis.defineCommand('fcsRunClaim', { numberOfKeys: 2, lua: CLAIM });
    redis.defineCommand('fcsRunExpire', { numberOfKeys: 2, lua: EXPIRE });
  }
  return r as Redis & LogCommands;
}

/** The event log on a Redis connection (not a subscriber connection). */
export function createRunEventLog(connection: Redis, prefix: string): RunEventLog {
  const redis = withCommands(connection);
  const metaKey = (id: string) => `${prefix}:run:${id}:meta`;
  const streamKey = (id: string) => `${prefix}:run:${id}:events`;
  const channel = (id: string) => `${prefix}:run-events:${id}`;
  const parse = (entries: [string, string[]][]) =>
    entries.flatMap(([, fields]) => {
      const i = fields.indexOf('e');
      return i >= 0 && fields[i + 1] ? [JSON.parse(fields[i + 1]!) as RunEvent] : [];
    });
  const body = (runId: string, event: RunEventInput) =>
    JSON.stringify({ runId, at: new Date().toISOString(), ...event });
  /** The claim script; attempt '' counts the attempt in the script (see CLAIM). */
  const claimAs = async (
    runId: string,
    execId: string,
    attempt: string,
    minSeq: number,
    startedBody: string,
  ): Promise<RunClaim | { status: 'unknown' }> => {
    const [status, counted, ...recovered] = await redis.fcsRunClaim(
      metaKey(runId),
      streamKey(runId),
      execId,
      attempt,
      String(minSeq),
      startedBody,
      String(RUN_STREAM_MAXLEN),
      channel(runId),
      RECOVERED.join(','),
    );
    const code = Number(status);
    if (code === -1) return { status: 'superseded' };
    if (code === -3) return { status: 'unknown' };
    const att = Number(counted);
    const events = recovered.map((json) => JSON.parse(String(json)) as RunEvent);
    if (code === -2) return { status: 'finished', attempt: att, recovered: events };
    const startedEvent =
      code > 0
        ? ({ seq: code, ...(attempt === '' ? { attempt: att } : {}), ...JSON.parse(startedBody) } as RunEvent)
        : null;
    return { status: 'claimed', attempt: att, started: startedEvent, recovered: events };
  };
  const log: RunEventLog = {
    prefix,
    channel,
    available: () => connection.status === 'ready',
    controlChannel: `${prefix}:run-control`,
    async open(runId, execId, minSeq, event) {
      const json = body(runId, event);
      const seq = await redis.fcsRunOpen(
        metaKey(runId),
        streamKey(runId),
        execId,
        String(minSeq),
        json,
        event.type,
        TERMINAL.has(event.type) ? '1' : '',
        String(RUN_STREAM_MAXLEN),
        channel(runId),
      );
      return { seq: Number(seq), ...JSON.parse(json) } as RunEvent;
    },
    async claim(runId, fence, minSeq, started) {
      return (await claimAs(
        runId,
        fence.execId,
        String(fence.attempt),
        minSeq,
        started ? body(runId, started) : '',
      )) as RunClaim;
    },
    async claimNext(runId, execId, started) {
      return claimAs(runId, execId, '', 0, body(runId, started as RunEventInput));
    },
    async append(runId, fence, event) {
      return (await log.appendBatch(runId, fence, [event]))?.[0] ?? null;
    },
    async appendBatch(runId, fence, events, options) {
      if (events.length === 0) return [];
      const numbered = options?.append !== undefined && fence !== null && typeof fence !== 'string';
      const args: string[] = [];
      // The events as logged, built from what was sent (not parsed back from the JSON: one parse per token saved).
      const logged: Omit<RunEvent, 'seq'>[] = [];
      for (const { at, ...event } of events) {
        const entry = { runId, at: at ?? new Date().toISOString(), ...event } as Omit<RunEvent, 'seq'>;
        logged.push(entry);
        args.push(JSON.stringify(entry), event.type, TERMINAL.has(event.type) ? '1' : '');
      }
      const first = Number(
        await redis.fcsRunAppend(
          metaKey(runId),
          streamKey(runId),
          fence === null ? '' : typeof fence === 'string' ? fence : fence.execId,
          fence === null || typeof fence === 'string' ? '' : String(fence.attempt),
          String(RUN_STREAM_MAXLEN),
          channel(runId),
          String(events.length),
          numbered ? String(options.append) : '',
          ...args,
        ),
      );
      if (first === 0) return null;
      if (first === -1) throw new RunLogOrderError(runId, options!.append!);
      return logged.map((entry, i) => ({ seq: first + i, ...entry }) as RunEvent);
    },
    async read(runId, afterSeq, count) {
      const entries = count
        ? await redis.xrange(streamKey(runId), `${afterSeq + 1}-0`, '+', 'COUNT', count)
        : await redis.xrange(streamKey(runId), `${afterSeq + 1}-0`, '+');
      return parse(entries);
    },
    async readFrom(runId, afterSeq) {
      const entries = await redis.xrange(streamKey(runId), `${afterSeq + 1}-0`, '+');
      const first = entries[0]?.[0];
      // Seqs are consecutive in a stream: holding afterSeq + 1 means holding everything after afterSeq (and if the
      // first event after afterSeq is a later one, afterSeq + 1 is gone: trimmed, or expired with the run).
      if (first !== undefined) return { reaches: Number(first.split('-')[0]) === afterSeq + 1, events: parse(entries) };
      // Nothing after afterSeq: the client has it all, if the stream is still there.
      return { reaches: (await log.firstSeq(runId)) !== null, events: [] };
    },
    async firstSeq(runId) {
      const entries = await redis.xrange(streamKey(runId), '-', '+', 'COUNT', 1);
      const id = entries[0]?.[0];
      return id ? Number(id.split('-')[0]) : null;
    },
    async expire(runId, seconds = RUN_STREAM_TTL_SECONDS) {
      await redis.fcsRunExpire(metaKey(runId), streamKey(runId), String(seconds));
    },
    async signalStop(runId, beforeAttempt) {
      await redis.publish(`${prefix}:run-control`, beforeAttempt ? `${runId}@${beforeAttempt}` : runId);
    },
  };
  return log;
}
