import type { Redis } from 'ioredis';
import type { RedisLink } from './redis.ts';

/**
 * Counters of failed logins, per account and per address. They count failures only, and block with
 * a delay that doubles each time the key trips again (up to `maxBlockMs`): @fastify/rate-limit, which
 * limits signup and refresh, counts every request and cannot express this. Each key counts events
 * in a window. Kept in this process by default, or in Redis (REDIS_URL) so API processes share them
 * (in this process while Redis is unavailable: FallbackLimiter).
 * Which limiters exist, and their numbers, is said in plugins/rate-limit.ts.
 */
export interface LimiterOptions {
  max: number;
  windowMs: number;
  baseBlockMs: number;
  maxBlockMs: number;
}

export interface Limiter {
  /** Milliseconds the key must still wait, or 0 when it may go on. */
  retryAfter(key: string): Promise<number>;
  /** Counts one event; returns the wait it caused (0 while under the limit). */
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Drops stale entries (in-process counters only). */
  sweep(): void;
}

interface Entry {
  count: number;
  windowStart: number;
  trips: number;
  blockedUntil: number;
}

export class MemoryLimiter implements Limiter {
  private readonly entries = new Map<string, Entry>();
  private readonly options: LimiterOptions;
  private readonly now: () => number;

  constructor(options: LimiterOptions, now: () => number = Date.now) {
    this.options = options;
    this.now = now;
  }

  async retryAfter(key: string): Promise<number> {
    const entry = this.entries.get(key);
    return entry ? Math.max(0, entry.blockedUntil - this.now()) : 0;
  }

  async hit(key: string): Promise<number> {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || (now - entry.windowStart > this.options.windowMs && entry.blockedUntil <= now)) {
      entry = { count: 0, windowStart: now, trips: entry?.trips ?? 0, blockedUntil: 0 };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    if (entry.count < this.options.max) return 0;
    const delay = Math.min(this.options.maxBlockMs, this.options.baseBlockMs * 2 ** entry.trips);
    entry.trips += 1;
    entry.blockedUntil = now + delay;
    // The next window begins when the block ends (in Redis, with the first event after it): a
    // window that began at the block would end early, and let the limit through twice in one.
    entry.count = 0;
    entry.windowStart = entry.blockedUntil;
    return delay;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  sweep(): void {
    const now = this.now();
    for (const [key, e] of this.entries) {
      if (e.blockedUntil <= now && now - e.windowStart > this.options.windowMs * 4) this.entries.delete(key);
    }
  }
}

/** One round trip per hit: count in the window, and on reaching the limit block with a doubling delay. */
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if c >= tonumber(ARGV[1]) then
  local t = redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], 86400000)
  local d = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ (t - 1))
  redis.call('SET', KEYS[3], '1', 'PX', math.floor(d))
  redis.call('DEL', KEYS[1])
  return math.floor(d)
end
return 0`;

export class RedisLimiter implements Limiter {
  private readonly redis: Redis;
  private readonly name: string;
  private readonly options: LimiterOptions;

  constructor(redis: Redis, name: string, options: LimiterOptions) {
    this.redis = redis;
    this.name = name;
    this.options = options;
  }

  private keys(key: string) {
    const base = `tlp:rl:${this.name}:${key}`;
    return [`${base}:count`, `${base}:trips`, `${base}:block`] as const;
  }

  async retryAfter(key: string): Promise<number> {
    const ttl = await this.redis.pttl(this.keys(key)[2]);
    return ttl > 0 ? ttl : 0;
  }

  async hit(key: string): Promise<number> {
    const { max, windowMs, baseBlockMs, maxBlockMs } = this.options;
    const result = await this.redis.eval(HIT_SCRIPT, 3, ...this.keys(key), max, windowMs, baseBlockMs, maxBlockMs);
    return Number(result);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(...this.keys(key));
  }

  sweep(): void {}
}

/**
 * Counts in Redis while it can (RedisLink), and in this process while it cannot: a Redis that is
 * down or silent never fails nor delays a login. The memory's counts start empty, and Redis's are
 * used again as soon as it is back.
 */
export class FallbackLimiter implements Limiter {
  private readonly shared: Limiter;
  private readonly local: Limiter;
  private readonly link: RedisLink;

  constructor(shared: Limiter, local: Limiter, link: RedisLink) {
    this.shared = shared;
    this.local = local;
    this.link = link;
  }

  private async use<T>(op: (limiter: Limiter) => Promise<T>): Promise<T> {
    if (!this.link.usable()) this.link.bypassed();
    else {
      try {
        return await op(this.shared);
      } catch (err) {
        if (!this.link.failed(err)) throw err;
      }
    }
    return op(this.local);
  }

  retryAfter(key: string): Promise<number> {
    return this.use((l) => l.retryAfter(key));
  }

  hit(key: string): Promise<number> {
    return this.use((l) => l.hit(key));
  }

  reset(key: string): Promise<void> {
    return this.use((l) => l.reset(key));
  }

  sweep(): void {
    this.local.sweep();
  }
}
