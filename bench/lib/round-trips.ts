/**
 * Counts the commands this process sends to Redis and the queries it sends to Postgres, whatever connection or pool
 * sends them (the api's, the in-process workers', BullMQ's): ioredis' `sendCommand` (pipelined and auto-pipelined
 * commands go through it one by one) and node-pg's `Client.query` (a pool's query is a client's) are wrapped once,
 * for the life of the process. A Lua script sent with EVALSHA is counted under its name (`evalsha:<name>`, from the
 * scripts ioredis was given with defineCommand: ours and BullMQ's); one the counter never saw defined stays
 * `evalsha`. Each wrapper adds a map update per command, far below the command's own cost.
 */
import { createHash } from 'node:crypto';
import { PgClient } from '@fcs/core/platform/db';
import { Redis } from '@fcs/core/platform/redis';

export interface RoundTrips {
  /** Postgres queries. */
  queries: number;
  /** Redis commands (a MULTI/EXEC transaction counts each of its commands and the MULTI and EXEC). */
  redis: number;
  /** Redis commands by name, the most frequent first. */
  redisByName: Record<string, number>;
  /** Postgres queries by statement (its first words and the table: `update runs`), the most frequent first. */
  queriesByKind: Record<string, number>;
}

/**
 * A query's kind: its verb and table (`select users`, `update runs`), and `(many)` for a group commit's statement,
 * enough to tell the statements apart.
 */
function queryKind(args: unknown[]): string {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return 'other';
  const sql = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const verb = sql.split(' ', 1)[0] ?? 'other';
  const table = /\b(?:from|into|update|join)\s+([a-z_]+)/.exec(sql)?.[1];
  // Many rows to a statement (group commit: `... FROM jsonb_to_recordset($1)`) told apart from one row's.
  const many = sql.includes('jsonb_to_recordset') ? ' (many)' : '';
  return table ? `${verb} ${table}${many}` : verb + many;
}

let installed: { queries: number; redis: Map<string, number>; byKind: Map<string, number> } | null = null;

function install() {
  const counts = { queries: 0, redis: new Map<string, number>(), byKind: new Map<string, number>() };
  const scriptNames = new Map<string, string>();

  // The prototype methods are replaced in place, so every connection of the process is counted, however created.
  const proto = Redis.prototype as unknown as {
    sendCommand(command: { name: string; args: unknown[] }, ...rest: unknown[]): unknown;
    defineCommand(name: string, definition: { lua: string; numberOfKeys?: number }): void;
  };
  const defineCommand = proto.defineCommand;
  proto.defineCommand = function (name, definition) {
    scriptNames.set(createHash('sha1').update(definition.lua).digest('hex'), name);
    return defineCommand.call(this, name, definition);
  };
  const sendCommand = proto.sendCommand;
  proto.sendCommand = function (command, ...rest) {
    let name = command.name;
    if (name === 'evalsha') {
      const script = scriptNames.get(String(command.args[0]));
      if (script) name = `evalsha:${script}`;
    }
    counts.redis.set(name, (counts.redis.get(name) ?? 0) + 1);
    return sendCommand.call(this, command, ...rest);
  };

  const clientProto = PgClient.prototype as unknown as { query(...args: unknown[]): unknown };
  const query = clientProto.query;
  clientProto.query = function (...args: unknown[]) {
    counts.queries += 1;
    const kind = queryKind(args);
    counts.byKind.set(kind, (counts.byKind.get(kind) ?? 0) + 1);
    return query.apply(this, args);
  };
  return counts;
}

/**
 * Starts counting (once per process) and returns a meter: `take()` says what was sent since the meter was made.
 * Install before the connections are opened, so the scripts' names are known.
 */
export function roundTripMeter(): { take(): RoundTrips } {
  installed ??= install();
  const counts = installed;
  const queries0 = counts.queries;
  const redis0 = new Map(counts.redis);
  const byKind0 = new Map(counts.byKind);
  const since = (now: Map<string, number>, then: Map<string, number>) => {
    const deltas: [string, number][] = [];
    for (const [name, n] of now) {
      const delta = n - (then.get(name) ?? 0);
      if (delta > 0) deltas.push([name, delta]);
    }
    return deltas.sort((a, b) => b[1] - a[1]);
  };
  return {
    take() {
      const byName = since(counts.redis, redis0);
      return {
        queries: counts.queries - queries0,
        redis: byName.reduce((sum, [, n]) => sum + n, 0),
        redisByName: Object.fromEntries(byName),
        queriesByKind: Object.fromEntries(since(counts.byKind, byKind0)),
      };
    },
  };
}
