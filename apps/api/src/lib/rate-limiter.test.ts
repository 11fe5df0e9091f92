import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryLimiter, RedisLimiter, type Limiter } from './rate-limiter.ts';

const options = { max: 3, windowMs: 60_000, baseBlockMs: 1_000, maxBlockMs: 4_000 };

async function behavesAsALimiter(limiter: Limiter) {
  const key = randomUUID();
  expect(await limiter.hit(key)).toBe(0);
  expect(await limiter.hit(key)).toBe(0);
  expect(await limiter.retryAfter(key)).toBe(0);
  expect(await limiter.hit(key)).toBe(1_000);
  expect(await limiter.retryAfter(key)).toBeGreaterThan(900);
  // Tripping again doubles the delay, up to the maximum.
  for (let i = 0; i < 2; i++) await limiter.hit(key);
  expect(await limiter.hit(key)).toBe(2_000);
  for (let i = 0; i < 2; i++) await limiter.hit(key);
  expect(await limiter.hit(key)).toBe(4_000);
  for (let i = 0; i < 2; i++) await limiter.hit(key);
  expect(await limiter.hit(key)).toBe(4_000);
  await limiter.reset(key);
  expect(await limiter.retryAfter(key)).toBe(0);
  expect(await limiter.hit(key)).toBe(0);
}

describe('in-process limiter', () => {
  it('blocks at the limit with a doubling delay', () => behavesAsALimiter(new MemoryLimiter(options)));

  it('forgets a window once it is over', async () => {
    let now = 0;
    const limiter = new MemoryLimiter(options, () => now);
    await limiter.hit('k');
    await limiter.hit('k');
    now = 61_000;
    expect(await limiter.hit('k')).toBe(0);
  });

  it('begins the next window when a block ends, so one window never lets the limit through twice', async () => {
    let now = 0;
    const limiter = new MemoryLimiter({ max: 3, windowMs: 60_000, baseBlockMs: 60_000, maxBlockMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) await limiter.hit('k');
    now = 60_000; // the block ends: one event, then the old window would have been over
    expect(await limiter.retryAfter('k')).toBe(0);
    expect(await limiter.hit('k')).toBe(0);
    now = 61_000;
    expect(await limiter.hit('k')).toBe(0);
    expect(await limiter.hit('k')).toBe(60_000);
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 });
const reachable = await redis.connect().then(
  () => true,
  () => false,
);
afterAll(() => (reachable ? redis.quit() : undefined));

// The machine's Redis runs in CI; without one (a laptop without Redis) these cannot run.
describe.runIf(reachable)('Redis limiter (shared by several API processes)', () => {
  it('blocks at the limit with a doubling delay', () =>
    behavesAsALimiter(new RedisLimiter(redis, `test-${randomUUID()}`, options)));

  it('shares counts between two processes using the same Redis', async () => {
    const name = `test-${randomUUID()}`;
    const other = new Redis(redisUrl);
    const a = new RedisLimiter(redis, name, options);
    const b = new RedisLimiter(other, name, options);
    await a.hit('ip');
    await b.hit('ip');
    expect(await a.hit('ip')).toBe(1_000);
    expect(await b.retryAfter('ip')).toBeGreaterThan(0);
    await other.quit();
  });
});
