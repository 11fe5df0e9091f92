import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from './redis.ts';

/**
 * The store of @fastify/rate-limit (the per-route limits of plugins/rate-limit.ts) when there is
 * a Redis: a fixed window per key, counted in Redis while it can be used and in this process
 * while it cannot (RedisLink), so a Redis outage neither fails requests nor lifts the limits.
 */

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** Same as @fastify/rate-limit's own Redis store: count, and start the window on the first. */
const INCR_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/** Keys kept in memory at most (as @fastify/rate-limit's in-process store, which keeps 5000). */
const MAX_KEYS = 10_000;

/** Fixed windows in this process. */
export class WindowCounts {
  private readonly entries = new Map<string, { count: number; endsAt: number }>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  incr(key: string, windowMs: number): Counted {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || entry.endsAt <= now) {
      if (!entry && this.entries.size >= MAX_KEYS) this.evict(now);
      entry = { count: 0, endsAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.endsAt - now };
  }

  /** Drops the ended windows, and the oldest ones if that is not enough. */
  private evict(now: number) {
    for (const [key, entry] of this.entries) if (entry.endsAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size < MAX_KEYS) break;
      this.entries.delete(key);
    }
  }
}

interface RouteInfo {
  routeInfo: { method?: string; url?: string };
}

/** The store class for `@fastify/rate-limit`'s `store` option; keys start with `nameSpace`. */
export function fallbackRouteStore(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  class RouteLimitStore {
    private readonly prefix: string;
    private readonly local = new WindowCounts();

    constructor(_options?: unknown, prefix = nameSpace) {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const inMemory = () => callback(null, this.local.incr(key, timeWindow));
      if (!link.usable()) {
        link.bypassed();
        return inMemory();
      }
      link.client.eval(INCR_SCRIPT, 1, `${this.prefix}${key}`, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (err: Error) => (link.failed(err) ? inMemory() : callback(err)),
      );
    }

    /** Each route counts apart, as in @fastify/rate-limit's stores. */
    child(routeOptions: RouteInfo) {
      const { method, url } = routeOptions.routeInfo;
      return new RouteLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }
  }
  // Its declared types leave out the window and the maximum that the plugin passes to `incr`.
  return RouteLimitStore as unknown as FastifyRateLimitStoreCtor;
}
