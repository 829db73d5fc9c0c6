import { createHash } from 'node:crypto';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_SECONDS } from '@fcs/shared/accounts';
import type { Redis } from '@fcs/core/platform/redis';

/**
 * Progressive delay for sign-ins, per e-mail and client IP (ADR 010): LOGIN_FREE_FAILURES failures cost nothing,
 * then each attempt must wait base * 2^(failures - free) seconds (at most LOGIN_MAX_DELAY_SECONDS) after the last
 * one. An attacker guessing someone's password is slowed to a few guesses an hour per address; the owner, from
 * their own address, is never locked out. Counted in Redis, shared by every api instance.
 */
export interface LoginThrottle {
  /** Reserves an attempt: 0 when it may go ahead (and is counted as a failure until `succeeded`), else ms to wait. */
  attempt(email: string, ip: string): Promise<number>;
  /** Forgets the failures of this e-mail and IP (a correct password). */
  succeeded(email: string, ip: string): Promise<void>;
}

// Reads the failures and the time of the last attempt, refuses while the delay runs, otherwise counts this attempt
// as a failure in advance (so parallel guesses cannot all pass the check) and keeps the count for the window.
const ATTEMPT = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local now = tonumber(ARGV[1])
if failures >= tonumber(ARGV[2]) then
  local delay = math.min(tonumber(ARGV[3]) * 2 ^ (failures - tonumber(ARGV[2])), tonumber(ARGV[4]))
  local wait = last + delay - now
  if wait > 0 then return math.ceil(wait) end
end
redis.call('HSET', KEYS[1], 'failures', failures + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

export function createLoginThrottle(options: {
  redis: Redis;
  prefix: string;
  baseDelaySeconds: number;
  now?: () => number;
}): LoginThrottle {
  const { redis, prefix, baseDelaySeconds } = options;
  const now = options.now ?? Date.now;
  // The key names neither the e-mail nor the address in clear.
  const keyOf = (email: string, ip: string) =>
    `${prefix}:login:${createHash('sha256').update(`${email.toLowerCase()}\n${ip}`).digest('base64url')}`;
  return {
    async attempt(email, ip) {
      const wait = await redis.eval(
        ATTEMPT,
        1,
        keyOf(email, ip),
        now(),
        LOGIN_FREE_FAILURES,
        baseDelaySeconds * 1000,
        LOGIN_MAX_DELAY_SECONDS * 1000,
        LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
      );
      return Number(wait);
    },
    async succeeded(email, ip) {
      await redis.del(keyOf(email, ip));
    },
  };
}
