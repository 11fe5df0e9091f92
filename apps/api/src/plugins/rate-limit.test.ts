import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { MemoryLimiter } from '../lib/rate-limiter.ts';
import { passwordLimiterOptions, passwordThrottle } from './rate-limit.ts';
import { call, openTestDatabase, TEST_SECRET } from '../../test/helper.ts';

const LIMITS = { signupsPerIp: 3, refreshesPerIp: 3 };
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The app with low signup and refresh limits, counting in this process or in Redis. */
async function appWith(redis?: Redis) {
  const database = await openTestDatabase();
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config: AppConfig = { ...base, webDistDir: '/nonexistent', limits: { ...base.limits, ...LIMITS } };
  const app = await buildApp({ config, database, jwtSecret: TEST_SECRET, logger: false, redis });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const routes = [
  { name: 'signup', request: { method: 'POST', url: '/api/v1/users', payload: { firstName: 'Ana' } } },
  { name: 'refresh', request: { method: 'GET', url: '/api/v1/auth/refresh' } },
] as const;

function staysShut(getApp: () => Awaited<ReturnType<typeof appWith>>['app']) {
  for (const { name, request } of routes) {
    it(`${name}: once over the limit, every request is refused with 429 and Retry-After`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMITS.signupsPerIp + 5; i++) {
        const res = await call(getApp(), { ...request });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body).toMatchObject({ statusCode: 429, errorCode: 'TooManyRequests' });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      // Under the limit the request itself is answered (400 bad body, 401 no cookie); then it stays shut.
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(3)).toEqual(Array(5).fill(429));
    });
  }
}

describe('rate limits in this process', () => {
  let ctx: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    ctx = await appWith();
  });
  afterAll(() => ctx.close());
  staysShut(() => ctx.app);
});

describe('rate limits in Redis (shared by every API process)', () => {
  let redis: Redis | undefined;
  let ctx: Awaited<ReturnType<typeof appWith>> | undefined;
  const clear = async () => {
    const keys = await redis!.keys('tlp:rl:route:*');
    if (keys.length) await redis!.del(...keys);
  };
  beforeAll(async () => {
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
    } catch {
      redis = undefined;
      return;
    }
    await clear();
    ctx = await appWith(redis);
  });
  afterAll(async () => {
    await ctx?.close();
    if (redis) {
      await clear();
      redis.disconnect();
    }
  });

  it('has a Redis to talk to (REDIS_URL or 127.0.0.1:6379)', () => {
    expect(redis, `no Redis at ${redisUrl}`).toBeDefined();
  });
  staysShut(() => ctx!.app);

  it('a second API process sharing the Redis sees the same block', async () => {
    const other = await appWith(redis);
    try {
      const res = await call(other.app, { method: 'GET', url: '/api/v1/auth/refresh' });
      expect(res.status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('reset links per e-mail (PASSWORD_RESET_MAX_PER_EMAIL: 5 an hour)', () => {
  it('lets through at most 5 in any hour, however often the e-mail asks', async () => {
    const MINUTE = 60_000;
    let now = 0;
    const options = passwordLimiterOptions(loadConfig({ NODE_ENV: 'test' }).limits);
    const throttle = passwordThrottle({
      passwordResetEmail: new MemoryLimiter(options.passwordResetEmail, () => now),
      passwordChangeUser: new MemoryLimiter(options.passwordChangeUser, () => now),
    });
    // One request a minute for three hours.
    const accepted: number[] = [];
    for (let minute = 0; minute < 180; minute++) {
      now = minute * MINUTE;
      const refused = await throttle.resetRequested('ana@test.mx').then(
        () => false,
        (err: { statusCode?: number }) => err.statusCode === 429,
      );
      if (!refused) accepted.push(minute);
    }
    expect(accepted.filter((m) => m < 60)).toEqual([0, 1, 2, 3, 4]);
    for (let start = 0; start < 180; start++) {
      expect(accepted.filter((m) => m >= start && m < start + 60).length, `from minute ${start}`).toBeLessThanOrEqual(
        5,
      );
    }
    expect(accepted.length).toBeGreaterThan(5); // the next hour opens again
  });
});
