/**
 * Counters for brute-force and abuse limits, kept in this process. Each key counts events in a
 * window; past `max`, the key is blocked for a delay that doubles each time it trips again
 * (up to `maxBlockMs`).
 */
export interface LimiterOptions {
  max: number;
  windowMs: number;
  baseBlockMs: number;
  maxBlockMs: number;
}

interface Entry {
  count: number;
  windowStart: number;
  trips: number;
  blockedUntil: number;
}

export class RateLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: LimiterOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the key must still wait, or 0 when it may go on. */
  retryAfter(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    return Math.max(0, entry.blockedUntil - this.now());
  }

  /** Counts one event; returns the wait it caused (0 while under the limit). */
  hit(key: string): number {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || (now - entry.windowStart > this.options.windowMs && entry.blockedUntil <= now)) {
      entry = { count: 0, windowStart: now, trips: entry?.trips ?? 0, blockedUntil: 0 };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    if (entry.count >= this.options.max) {
      const delay = Math.min(this.options.maxBlockMs, this.options.baseBlockMs * 2 ** entry.trips);
      entry.trips += 1;
      entry.blockedUntil = now + delay;
      entry.count = 0;
      entry.windowStart = now;
      return delay;
    }
    return 0;
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  /** Drops entries that no longer block and whose window is over (called now and then). */
  sweep(): void {
    const now = this.now();
    for (const [key, e] of this.entries) {
      if (e.blockedUntil <= now && now - e.windowStart > this.options.windowMs * 4) this.entries.delete(key);
    }
  }
}

const MINUTE = 60_000;

export function createLimiters(limits: {
  loginFailsPerAccount: number;
  loginFailsPerIp: number;
  signupsPerIp: number;
  refreshesPerIp: number;
}) {
  return {
    loginAccount: new RateLimiter({
      max: limits.loginFailsPerAccount,
      windowMs: 15 * MINUTE,
      baseBlockMs: MINUTE,
      maxBlockMs: 15 * MINUTE,
    }),
    loginIp: new RateLimiter({ max: limits.loginFailsPerIp, windowMs: MINUTE, baseBlockMs: MINUTE, maxBlockMs: 15 * MINUTE }),
    signupIp: new RateLimiter({ max: limits.signupsPerIp, windowMs: 60 * MINUTE, baseBlockMs: 5 * MINUTE, maxBlockMs: 15 * MINUTE }),
    refreshIp: new RateLimiter({ max: limits.refreshesPerIp, windowMs: MINUTE, baseBlockMs: MINUTE, maxBlockMs: 5 * MINUTE }),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
