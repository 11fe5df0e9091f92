import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AUTH_MESSAGES } from '@tlp/shared';
import { AppError } from '../lib/errors.ts';

const MINUTE = 60_000;

/**
 * Per-address limits of the routes that set `config.rateLimit` (signup, refresh): a fixed window
 * that, once over its limit, answers 429 with `Retry-After` until the window ends. Counters live in
 * this process, or in Redis (REDIS_URL) so several API processes share them; if Redis fails, the
 * request goes on rather than locking every student out.
 * Failed logins keep their own limiter (lib/rate-limiter.ts): they count only failures, per account
 * and per address, with a block that doubles each time, which this plugin cannot express.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redis?: Redis }) => {
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'tlp:rl:route:' } : {}),
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: () => new AppError(429, 'TooManyRequests', AUTH_MESSAGES.tooManyRequests),
  });
});

/** Route config: at most `max` requests per address in `minutes`. */
export const perAddress = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * MINUTE } });
