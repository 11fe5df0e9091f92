import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { Writable } from 'node:stream';
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

const toWritable = (stream: LogStream) =>
  new Writable({
    write(chunk, _encoding, done) {
      stream.write(String(chunk));
      done();
    },
  });

export interface LogOutput {
  /** Where the lines go instead of stdout (tests capture them). */
  stream?: LogStream;
  /** LOG_FORMAT: `auto` is `pretty` when the lines go to a terminal, `json` otherwise. */
  format?: 'json' | 'pretty' | 'auto';
  /** Whether stdout is a terminal (a developer's shell), not a pipe or a file (a service's journal). */
  tty?: boolean;
}

/**
 * Fastify's logger options: level, redaction, safe serializers, and the output. JSON lines (one
 * object per line, for the journal and log collectors) unless the lines go to a terminal or
 * LOG_FORMAT=pretty asks for pino-pretty's readable ones. Redaction and serializers run before
 * either, so both hide the same fields.
 */
export function loggerOptions(level: string, output: LogOutput = {}): FastifyServerOptions['logger'] {
  const { stream, format = 'json', tty = process.stdout.isTTY === true } = output;
  const readable = format === 'pretty' || (format === 'auto' && !stream && tty);
  const destination = readable
    ? pretty({
        destination: stream ? toWritable(stream) : 1,
        colorize: !stream && tty,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname',
        // Written before the next line of code runs: nothing is lost when the process exits.
        sync: true,
      })
    : stream;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    // `url` fields written by hand (access_denied) get the same masking as the request's URL.
    formatters: { log: (obj) => (typeof obj.url === 'string' ? { ...obj, url: safeUrl(obj.url) } : obj) },
    ...(destination ? { stream: destination } : {}),
  };
}
