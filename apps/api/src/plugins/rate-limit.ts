import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, FAMILY_MESSAGES, PASSWORD_MESSAGES } from '@tlp/shared';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import {
  FallbackLimiter,
  MemoryLimiter,
  RedisLimiter,
  type Limiter,
  type LimiterOptions,
} from '../lib/rate-limiter.ts';
import type { RedisLink } from '../lib/redis.ts';
import { fallbackRouteStore } from '../lib/route-limit-store.ts';

// Every limit of the API, its numbers and its wiring. The counts come from the configuration
// (environment variables, defaults in config.ts); the windows and blocks are here.

const MINUTE = 60_000;

/**
 * Routes that count every request per address (a fixed window that, once over its limit, answers
 * 429 with `Retry-After` until the window ends). A route names its limit:
 * `config: { rateLimit: app.routeLimits.signup }`.
 */
function routeLimits(limits: AppConfig['limits']) {
  return {
    signup: { max: limits.signupsPerIp, timeWindow: 60 * MINUTE },
    refresh: { max: limits.refreshesPerIp, timeWindow: MINUTE },
    passwordReset: { max: limits.passwordResetsPerIp, timeWindow: 60 * MINUTE },
    passwordResetConfirm: { max: limits.passwordResetsPerIp, timeWindow: 60 * MINUTE },
    // Per signed-in student (the route needs one), not per address: a school's students share one.
    // Each request may try an orienter key of another school.
    schoolChange: {
      max: limits.schoolChangesPerUser,
      timeWindow: 60 * MINUTE,
      keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
    },
    // A orienter's resends of guardian e-mails, per orienter (each is also once a day per student).
    guardianResend: {
      max: limits.guardianResendsPerUser,
      timeWindow: 60 * MINUTE,
      keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
    },
    // The guardian's page and answer (public): per address, though its links cannot be guessed.
    guardianConsent: { max: limits.guardianConsentsPerIp, timeWindow: 60 * MINUTE },
    // A guardian's sign-in links and their exchanges for a session (public), per address; the
    // links of one e-mail count apart (familyThrottle).
    familySignIn: { max: limits.familyLinksPerIp, timeWindow: 60 * MINUTE },
    familySession: { max: limits.familyLinksPerIp, timeWindow: 60 * MINUTE },
  };
}
type RouteLimits = ReturnType<typeof routeLimits>;

/**
 * Failed logins count only failures, per account and per address, and block with a delay that
 * doubles each time the key trips again (lib/rate-limiter.ts), which @fastify/rate-limit cannot
 * express. They are counted by the login itself (auth.service) through this throttle.
 */
function loginLimiterOptions(limits: AppConfig['limits']): Record<LoginLimiter, LimiterOptions> {
  return {
    loginAccount: {
      max: limits.loginFailsPerAccount,
      windowMs: 15 * MINUTE,
      baseBlockMs: MINUTE,
      maxBlockMs: 15 * MINUTE,
    },
    loginIp: { max: limits.loginFailsPerIp, windowMs: MINUTE, baseBlockMs: MINUTE, maxBlockMs: 15 * MINUTE },
  };
}
/** Also the names of their keys in Redis. */
type LoginLimiter = 'loginAccount' | 'loginIp';

/**
 * Password recovery and change: reset links one e-mail may ask for (every request counts, known
 * e-mail or not, so the answer tells nothing), and wrong current passwords one user may give, with
 * growing blocks. The e-mail's limit is per hour: the request that reaches it blocks the e-mail for
 * an hour, so no hour ever lets more through.
 */
export function passwordLimiterOptions(limits: AppConfig['limits']): Record<PasswordLimiter, LimiterOptions> {
  return {
    passwordResetEmail: {
      max: limits.passwordResetsPerEmail,
      windowMs: 60 * MINUTE,
      baseBlockMs: 60 * MINUTE,
      maxBlockMs: 60 * MINUTE,
    },
    passwordChangeUser: {
      max: limits.passwordChangeFails,
      windowMs: 15 * MINUTE,
      baseBlockMs: MINUTE,
      maxBlockMs: 15 * MINUTE,
    },
  };
}
type PasswordLimiter = 'passwordResetEmail' | 'passwordChangeUser';

/**
 * The family view's sign-in links one e-mail may ask for, known or not (the answer tells nothing),
 * as a password reset's: the request that reaches the limit blocks the e-mail for an hour.
 */
function familyLimiterOptions(limits: AppConfig['limits']): Record<FamilyLimiter, LimiterOptions> {
  return {
    familyLinkEmail: {
      max: limits.familyLinksPerEmail,
      windowMs: 60 * MINUTE,
      baseBlockMs: 60 * MINUTE,
      maxBlockMs: 60 * MINUTE,
    },
  };
}
type FamilyLimiter = 'familyLinkEmail';

const tooMany = (message: string, ms: number) =>
  Object.assign(new AppError(429, 'TooManyRequests', message), { retryAfterSeconds: Math.ceil(ms / 1000) });

export interface PasswordThrottle {
  /** Counts a reset request for the e-mail; refuses it (429) once the e-mail has asked too often. */
  resetRequested(email: string): Promise<void>;
  /** Refuses a change (429) while the user is blocked for wrong current passwords. */
  assertChangeOpen(userId: number): Promise<void>;
  /** Counts a wrong current password; refuses it (429) when it blocks the user. */
  changeFailed(userId: number): Promise<void>;
  changeSucceeded(userId: number): Promise<void>;
}

export function passwordThrottle(limiters: Record<PasswordLimiter, Limiter>): PasswordThrottle {
  const { passwordResetEmail: perEmail, passwordChangeUser: perUser } = limiters;
  return {
    async resetRequested(email) {
      const wait = await perEmail.retryAfter(email);
      if (wait > 0) throw tooMany(PASSWORD_MESSAGES.resetTooMany, wait);
      await perEmail.hit(email); // this one goes; the next ones wait once the limit is reached
    },
    async assertChangeOpen(userId) {
      const wait = await perUser.retryAfter(String(userId));
      if (wait > 0) throw tooMany(PASSWORD_MESSAGES.changeTooMany, wait);
    },
    async changeFailed(userId) {
      const blocked = await perUser.hit(String(userId));
      if (blocked > 0) throw tooMany(PASSWORD_MESSAGES.changeTooMany, blocked);
    },
    changeSucceeded: (userId) => perUser.reset(String(userId)),
  };
}

export interface FamilyThrottle {
  /** Counts a sign-in link asked for the e-mail; refuses it (429) once the e-mail has asked too often. */
  linkRequested(email: string): Promise<void>;
}

function familyThrottle(limiters: Record<FamilyLimiter, Limiter>): FamilyThrottle {
  const perEmail = limiters.familyLinkEmail;
  return {
    async linkRequested(email) {
      const wait = await perEmail.retryAfter(email);
      if (wait > 0) throw tooMany(FAMILY_MESSAGES.linkTooMany, wait);
      await perEmail.hit(email);
    },
  };
}

/** A 429 that says in `Retry-After` (plugins/errors.ts) how long to wait. */
const tooManyLogins = (ms: number) =>
  Object.assign(new AppError(429, 'TooManyRequests', AUTH_MESSAGES.loginTooMany), {
    retryAfterSeconds: Math.ceil(ms / 1000),
  });

export interface LoginThrottle {
  /** Refuses the attempt (429) while the account or the address is blocked. */
  assertOpen(account: string, ip: string): Promise<void>;
  /** Counts a failed attempt; refuses it (429) when it blocks the account or the address. */
  failed(account: string, ip: string): Promise<void>;
  /** A successful login clears the account's failures. */
  succeeded(account: string): Promise<void>;
}

function loginThrottle(limiters: Record<LoginLimiter, Limiter>, log: FastifyBaseLogger): LoginThrottle {
  const { loginAccount: perAccount, loginIp: perAddress } = limiters;
  return {
    async assertOpen(account, ip) {
      const wait = Math.max(await perAccount.retryAfter(account), await perAddress.retryAfter(ip));
      if (wait > 0) {
        log.warn({ event: 'login_throttled', ip }, 'login throttled');
        throw tooManyLogins(wait);
      }
    },
    async failed(account, ip) {
      const blocked = Math.max(await perAccount.hit(account), await perAddress.hit(ip));
      if (blocked > 0) throw tooManyLogins(blocked);
    },
    succeeded: (account) => perAccount.reset(account),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    routeLimits: RouteLimits;
    loginThrottle: LoginThrottle;
    passwordThrottle: PasswordThrottle;
    familyThrottle: FamilyThrottle;
  }
}

/**
 * Counters live in this process, or in Redis (REDIS_URL) so several API processes share them.
 * While Redis is unavailable (down, or not answering) every limit counts in this process instead,
 * and goes back to Redis when it returns (lib/redis.ts logs both): a Redis outage never fails a
 * login nor lifts the limits.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redis?: RedisLink }) => {
  const { redis } = opts;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackRouteStore(redis, 'tlp:rl:route:') } : {}),
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
  app.decorate('routeLimits', routeLimits(app.config.limits));

  const limiter = (name: LoginLimiter | PasswordLimiter | FamilyLimiter, options: LimiterOptions): Limiter =>
    redis
      ? new FallbackLimiter(new RedisLimiter(redis.client, name, options), new MemoryLimiter(options), redis)
      : new MemoryLimiter(options);
  const options = loginLimiterOptions(app.config.limits);
  const limiters = {
    loginAccount: limiter('loginAccount', options.loginAccount),
    loginIp: limiter('loginIp', options.loginIp),
  };
  app.decorate('loginThrottle', loginThrottle(limiters, app.log));
  const passwordOptions = passwordLimiterOptions(app.config.limits);
  const passwordLimiters = {
    passwordResetEmail: limiter('passwordResetEmail', passwordOptions.passwordResetEmail),
    passwordChangeUser: limiter('passwordChangeUser', passwordOptions.passwordChangeUser),
  };
  app.decorate('passwordThrottle', passwordThrottle(passwordLimiters));
  const familyOptions = familyLimiterOptions(app.config.limits);
  const familyLimiters = { familyLinkEmail: limiter('familyLinkEmail', familyOptions.familyLinkEmail) };
  app.decorate('familyThrottle', familyThrottle(familyLimiters));
  const all = [...Object.values(limiters), ...Object.values(passwordLimiters), ...Object.values(familyLimiters)];
  const sweep = setInterval(() => all.forEach((l) => l.sweep()), MINUTE);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
