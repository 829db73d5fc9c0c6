import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Redis } from '@fcs/core/platform/redis';

/** An express-rate-limit store in Redis, so every api instance counts the same hits. */
export class RedisRateLimitStore implements Store {
  private windowMs = 60_000;
  readonly localKeys = false;

  constructor(
    private readonly redis: Redis,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const k = this.prefix + key;
    const results = await this.redis.multi().incr(k).pexpire(k, this.windowMs, 'NX').pttl(k).exec();
    const totalHits = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? this.windowMs);
    return { totalHits, resetTime: new Date(Date.now() + (ttl > 0 ? ttl : this.windowMs)) };
  }

  async decrement(key: string): Promise<void> {
    await this.redis.decr(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
