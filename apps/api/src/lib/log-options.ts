import type { FastifyServerOptions } from 'fastify';
import { CENSOR, safeUrl, serializeError, serializeRequest } from './log-serializers.ts';

/** Headers that carry credentials, wherever a log line puts a headers object. */
const SECRET_HEADERS = ['authorization', 'cookie', '"set-cookie"', '"x-api-key"', '"proxy-authorization"'];

/**
 * Fields that hold a secret or personal data (OWASP logging cheat sheet): passwords and their
 * hashes, tokens, orienter keys, e-mails, phones, names. Censored at the top of a log line and
 * up to two objects deep (`{ body: { … } }`, `{ user: { profile: { … } } }`): pino's `*` matches
 * one level only.
 */
const SECRET_FIELDS = [
  'password',
  'passwordConfirmation',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'tokenHash',
  'orienterKey',
  'key',
  'email',
  'phone',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
];

const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers[${h}]`, `res.headers[${h}]`, `headers[${h}]`]),
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

/** Where log lines go instead of stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/** Fastify's logger options: level, redaction, safe serializers (the log stream for tests). */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    // `url` fields written by hand (access_denied) get the same masking as the request's URL.
    formatters: { log: (obj) => (typeof obj.url === 'string' ? { ...obj, url: safeUrl(obj.url) } : obj) },
    ...(stream ? { stream } : {}),
  };
}
