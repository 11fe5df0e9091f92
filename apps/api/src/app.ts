import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config.ts';
import { buildServices } from './core/services.ts';
import { unitOfWork } from './core/unit-of-work.ts';
import { auditTrail } from './modules/audit/audit.service.ts';
import type { Database, Db } from './db/client.ts';
import { ERROR_MESSAGES } from '@tlp/shared';
import { createAccessTokens, type AccessTokens } from './lib/access-token.ts';
import { AppError } from './lib/errors.ts';
import { loggerOptions, type LogStream } from './lib/log-options.ts';
import { requestLoggerFactory } from './lib/request-logger.ts';
import { watchRedis } from './lib/redis.ts';
import type { JobRunnerOptions } from './modules/jobs/job-runner.ts';
import { accessLinksRoutes } from './modules/access-links/access-links.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { mediaRoutes } from './db/seed/media/media.routes.ts';
import { degreeInfo } from './db/seed/media/degree-info.ts';
import { healthRoutes } from './ops/health.routes.ts';
import { metricsPlugin } from './ops/metrics.ts';
import { ping } from './db/ping.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { privacyAcceptanceRoutes } from './modules/users/privacy-acceptance.routes.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { campusesRoutes } from './modules/campuses/campuses.routes.ts';
import { degreesRoutes } from './modules/degrees/degrees.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { meetingsRoutes } from './modules/meetings/meetings.routes.ts';
import { universityRoutes } from './modules/meetings/university.routes.ts';
import { highschoolsRoutes } from './modules/highschools/highschools.routes.ts';
import { schoolStudentsRoutes } from './modules/highschools/school-students.routes.ts';
import { insightsRoutes } from './modules/highschools/insights.routes.ts';
import { reportRoutes } from './modules/highschools/report.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { disclosuresRoutes } from './modules/disclosures/disclosures.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { consentsRoutes } from './modules/consents/consents.routes.ts';
import { familyRoutes } from './modules/family/family.routes.ts';
import { interestTestRoutes } from './modules/interest-test/interest-test.routes.ts';
import { labourMarketRoutes } from './modules/labour-market/labour-market.routes.ts';
import { matchesRoutes } from './modules/matches/matches.routes.ts';
import { compareListRoutes } from './modules/compare/compare-list.routes.ts';
import { subjectKeys, type SubjectKeys } from './modules/disclosures/subject-key.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { mailPlugin } from './modules/mail/mail.plugin.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { schoolScopePlugin } from './plugins/school-scope.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionCachePlugin } from './modules/users/session-cache.plugin.ts';
import { webAppPlugin } from './plugins/web-app.ts';

/** The smallest API answer worth compressing (see where compression is registered). */
export const COMPRESS_MIN_BYTES = 1400;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Which database: the embedded one runs its queries on this thread. */
    dbKind: Database['kind'];
    tokens: AccessTokens;
    config: AppConfig;
    /** The pseudonymous keys of students in the disclosure ledger (from JWT_SECRET). */
    subjectKeys: SubjectKeys;
  }
}

interface BuildOptions {
  config: AppConfig;
  database: Database;
  jwtSecret: string;
  logger?: boolean;
  /** Shared counters for rate limits (REDIS_URL); in-process counters without it. */
  redis?: Redis;
  /** Where log lines go instead of stdout (tests read what the app logs). */
  logStream?: LogStream;
  /** The job runner's timings, mail sending included (tests retry in milliseconds, not seconds). */
  mailWorker?: JobRunnerOptions;
  /** The job runner's clock (tests move it to when a reminder is due). */
  jobsClock?: () => Date;
}

/** The log levels that also log every request. */
const REQUEST_LOG_LEVELS = new Set(['debug', 'trace']);

const badUrl = new AppError(400, 'BadUrl', ERROR_MESSAGES.badUrl);

/** Builds the app (no listen): plugins, then the API under /api/v1, then the web app. */
export async function buildApp({
  config,
  database,
  jwtSecret,
  logger = true,
  redis,
  logStream,
  mailWorker,
  jobsClock,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, { stream: logStream, format: config.logFormat }) : false,
    // A line per request ('incoming request', 'request completed') only when diagnosing: at the
    // default level two lines per request cost more than many handlers.
    logController: new LogController({ disableRequestLogging: !REQUEST_LOG_LEVELS.has(config.logLevel) }),
    // `request.log` becomes a pino child only when the request writes a line (most write none).
    childLoggerFactory: requestLoggerFactory,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed percent-encoding or an over-long path segment: answered before any route or hook
    // runs, so they get the API's error shape here instead of Fastify's English default.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send(badUrl.toJSON());
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('tokens', createAccessTokens(jwtSecret));
  app.decorate('config', config);
  app.decorate('subjectKeys', subjectKeys(jwtSecret));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(cookie);
  // Redis is watched here: the limits use it while it answers, and /ready tells when they do not.
  const redisLink = redis ? watchRedis(redis, app.log) : undefined;
  if (redisLink) app.addHook('onClose', async () => redisLink.stop());
  await app.register(rateLimitPlugin, { redis: redisLink });
  const redisState = redisLink && (() => redisLink.state());
  // Before any route: every response is measured (METRICS_PORT).
  await app.register(metricsPlugin, { database, port: config.metricsPort, redis: redisState });
  await app.register(sessionCachePlugin, { database });
  app.decorate(
    'services',
    buildServices({
      work: unitOfWork(database.db, auditTrail),
      dbKind: database.kind,
      config,
      log: app.log,
      tokens: app.tokens,
      subjectKeys: app.subjectKeys,
      loginThrottle: app.loginThrottle,
      passwordThrottle: app.passwordThrottle,
      familyThrottle: app.familyThrottle,
      wakeMail: () => app.mail.nudge(),
      forgetSession: (userId) => app.sessions.forget(userId),
    }),
  );
  // Reset and family sign-in requests are answered before their work is done: a shutdown waits for
  // it, before the mail worker stops and the database closes.
  app.addHook('preClose', async () => {
    await app.services.passwords.settled();
    await app.services.family.settled();
  });
  await app.register(jobsPlugin, { runner: mailWorker, now: jobsClock });
  await app.register(mailPlugin);
  await app.register(retentionPlugin);
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      // API answers of COMPRESS_MIN_BYTES or more go out compressed (br or gzip, by
      // Accept-Encoding); the web app's files are compressed at build time instead
      // (plugins/web-app.ts). Request bodies are not decompressed: clients send them plain.
      // Smaller answers go out as they are: compressed they would save under 1 KB, less than one
      // network packet and a few milliseconds on a slow phone, for ~30 µs of CPU each (a quarter
      // of the degree page's throughput, whose answer is 1.1 KB).
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: COMPRESS_MIN_BYTES,
        globalDecompression: false,
      });
      await api.register(formbody, { bodyLimit: 64 * 1024 });
      await api.register(authPlugin);
      await api.register(schoolScopePlugin);
      await api.register(inputGuardPlugin);
      await api.register(healthRoutes, { ping: () => ping(database.db), redis: redisState });
      await api.register(authRoutes);
      await api.register(accessLinksRoutes);
      await api.register(usersRoutes);
      await api.register(privacyAcceptanceRoutes);
      await api.register(catalogRoutes);
      await api.register(studentsRoutes);
      await api.register(campusesRoutes);
      await api.register(degreesRoutes);
      await api.register(favoritesRoutes);
      await api.register(meetingsRoutes);
      await api.register(universityRoutes);
      await api.register(highschoolsRoutes);
      await api.register(schoolStudentsRoutes);
      await api.register(insightsRoutes);
      await api.register(reportRoutes);
      await api.register(groupsRoutes);
      await api.register(uploadsRoutes);
      await api.register(mailRoutes);
      await api.register(auditRoutes);
      await api.register(disclosuresRoutes);
      await api.register(privacyRoutes);
      await api.register(consentsRoutes);
      await api.register(familyRoutes);
      await api.register(interestTestRoutes);
      await api.register(labourMarketRoutes);
      await api.register(matchesRoutes);
      await api.register(compareListRoutes);
      await api.register(mediaRoutes, { readDegree: (id: number) => degreeInfo(database.db, id) });
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api/v1' },
  );

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
