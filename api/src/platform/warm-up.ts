import { randomUUID } from 'node:crypto';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import type { Identity } from './identity/identity';

/**
 * Marks the api's own warm-up requests, so the request log leaves them out (300 lines at every start said nothing).
 * Honoured only from the loopback address (isWarmUpRequest): nobody outside can hide their requests from the log.
 */
export const WARM_UP_HEADER = 'x-fcs-warm-up';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request the api sent itself while warming up (the header, from the loopback). */
export function isWarmUpRequest(req: {
  headers: Record<string, unknown>;
  socket: { remoteAddress?: string };
}): boolean {
  return req.headers[WARM_UP_HEADER] === '1' && LOOPBACK.has(req.socket.remoteAddress ?? '');
}

/** Warm-up requests in flight at once (about what one browser tab's burst looks like to the api, times a few). */
const WARM_UP_CONCURRENCY = 8;
/** The identity warm-up requests are made as (built-in accounts only): it owns nothing, so every lookup is a 404. */
const WARM_UP_UID = 'api-warm-up';

/**
 * Readies a freshly started api before it reports ready: opens the database pool's connections, then sends itself
 * `requests` requests that change nothing (a run lookup and a run list for an identity that owns no run, the health
 * check), so the request path (routing, security headers, request logging, token check, validation, the database
 * and Redis clients) has been through V8's compilers before the first users arrive. Without it, the first burst
 * after a start or deploy paid for compiling that code on first use on top of its own work (ADR 005).
 * Under Firebase the api cannot sign a token itself, so only the unauthenticated paths are run.
 */
export async function warmUpApi(deps: {
  url: string;
  db: Db;
  identity: Identity;
  logger: Logger;
  requests: number;
}): Promise<void> {
  const started = performance.now();
  await deps.db.connectAll();
  if (deps.requests === 0) return;
  const token =
    deps.identity.kind === 'local'
      ? (await deps.identity.tokens.issue({ uid: WARM_UP_UID, email: `${WARM_UP_UID}@localhost` })).token
      : null;
  const headers: Record<string, string> = {
    [WARM_UP_HEADER]: '1',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const paths = token ? [() => `/api/runs/${randomUUID()}`, () => '/api/runs', () => '/healthz'] : [() => '/healthz'];
  let sent = 0;
  /** Answers by HTTP status ('failed': no answer), for the log line. */
  const answers: Record<string, number> = {};
  const worker = async () => {
    while (sent < deps.requests) {
      const path = paths[sent++ % paths.length]!();
      let outcome = 'failed';
      try {
        const res = await fetch(`${deps.url}${path}`, { headers });
        await res.arrayBuffer();
        outcome = String(res.status);
      } catch {
        // Counted as failed; the warm-up never stops the start.
      }
      answers[outcome] = (answers[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, worker));
  deps.logger.info({ requests: deps.requests, answers, ms: Math.round(performance.now() - started) }, 'api warmed up');
}
