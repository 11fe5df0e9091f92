import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, ERROR_MESSAGES } from '@tlp/shared';
import { AppError, validationError } from '../lib/errors.ts';
import { describeDbError, isDbUnavailable } from '../db/unavailable.ts';
import { addDrainHooks } from '../ops/graceful-shutdown.ts';
import { RETRY_AFTER_SECONDS, serviceUnavailable } from '../ops/service-unavailable.ts';

const FASTIFY_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MalformedJson', ERROR_MESSAGES.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MalformedJson', ERROR_MESSAGES.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PayloadTooLarge', ERROR_MESSAGES.bodyTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, 'PayloadTooLarge', ERROR_MESSAGES.bodyTooLarge],
  FST_PARTS_LIMIT: [413, 'PayloadTooLarge', ERROR_MESSAGES.bodyTooLarge],
  FST_FILES_LIMIT: [413, 'PayloadTooLarge', ERROR_MESSAGES.bodyTooLarge],
  FST_FIELDS_LIMIT: [413, 'PayloadTooLarge', ERROR_MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UnsupportedMediaType', ERROR_MESSAGES.unsupportedMedia],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BadRequest', ERROR_MESSAGES.validation],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UnsupportedMediaType', ERROR_MESSAGES.unsupportedMedia],
  FST_ERR_RESPONSE_SERIALIZATION: [500, 'InternalError', ERROR_MESSAGES.internal],
};

const MULTIPART_PARSE_ERROR = /^(Multipart: |Malformed part header|Unexpected end of (form|multipart data))/;

/** One error shape for every answer (decisions.md): statusCode, error, message, errorCode. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Requests that arrive while the server shuts down get a 503 of this shape too.
  addDrainHooks(app);
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      // A throttled login says how long its block lasts (plugins/rate-limit.ts).
      const retryAfter = (err as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header('Retry-After', String(retryAfter));
      if (err.statusCode === 403) request.log.warn({ event: 'access_denied', url: request.url }, 'access denied');
      return reply.status(err.statusCode).send(err.toJSON());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const details = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
        message: v.message ?? ERROR_MESSAGES.validation,
      }));
      return reply.status(400).send(validationError(details).toJSON());
    }
    // The database is down, restarting or refusing connections: the client may retry shortly,
    // and the next request after the database is back succeeds (the pool reconnects).
    if (isDbUnavailable(err)) {
      request.log.warn({ event: 'db_unavailable', ...describeDbError(err) }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(serviceUnavailable().toJSON());
    }
    // busboy's own errors (a multipart body without its boundary, a cut part) carry no status.
    if (MULTIPART_PARSE_ERROR.test(err.message ?? '')) {
      return reply.status(400).send(new AppError(400, 'MalformedBody', ERROR_MESSAGES.malformedBody).toJSON());
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) {
      const [status, code, message] = known;
      if (status >= 500) request.log.error({ err }, 'request failed');
      return reply.status(status).send(new AppError(status, code, message).toJSON());
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(new AppError(429, 'TooManyRequests', AUTH_MESSAGES.tooManyRequests).toJSON());
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(new AppError(status, 'BadRequest', ERROR_MESSAGES.validation).toJSON());
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(new AppError(500, 'InternalError', ERROR_MESSAGES.internal).toJSON());
  });
});
