/**
 * What the logs may say about an error, a request and its URL (decisions.md, "Registros"): no SQL
 * text, no query parameters, no row contents, no credentials, no personal data beyond an id.
 */

export const CENSOR = '[oculto]';

/** The fields of an error that are kept: names, SQLSTATE and where it hit, never values. */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
] as const;

const MAX_DEPTH = 5;
const MAX_MEMBERS = 10;
const MAX_MESSAGE = 1000;

/**
 * Drizzle's "Failed query: <sql>\nparams: <values>" and a driver's appended DETAIL/HINT/WHERE/
 * CONTEXT/QUERY lines (e.g. "Failing row contains (…)", "Key (email)=(…) already exists").
 */
const FAILED_QUERY = /Failed query:/;
const PG_EXTRA_LINE = /\n\s*(DETAIL|HINT|WHERE|CONTEXT|QUERY|LINE \d+|params):/;
/** PostgreSQL data exceptions (class 22) quote the offending input: `… for type integer: "abc"`. */
const QUOTED_INPUT = /(:\s*)(["']).*\2\s*$/s;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/**
 * The token of a mailed single-use link, in the path of its page or route: a password reset
 * (`/restablecer/<token>`, and its check, `/api/v1/auth/password-reset/<token>`; not
 * `…/password-reset/confirm`), a guardian's consent (`/autorizacion/<token>`,
 * `/api/v1/guardian-consents/<token>`) and a guardian's sign-in to the family view (`/familia/<token>`).
 */
const RESET_TOKEN =
  /(\/(?:restablecer|autorizacion|guardian-consents|familia|password-reset)\/)(?!confirm(?:[/?#]|$))[^/?#]+/gi;

interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  errors?: SafeError[];
  [field: string]: unknown;
}

/** An error message without query text, parameters, row contents or quoted input values. */
export function safeMessage(message: unknown, code?: unknown): string {
  let text = typeof message === 'string' ? message : String(message ?? '');
  const failed = FAILED_QUERY.exec(text);
  if (failed) text = `${text.slice(0, failed.index)}Failed query: ${CENSOR}`;
  const extra = PG_EXTRA_LINE.exec(text);
  if (extra) text = text.slice(0, extra.index);
  if (typeof code === 'string' && code.startsWith('22')) text = text.replace(QUOTED_INPUT, `$1${CENSOR}`);
  text = text.trim();
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

/** The stack frames only, under a first line rebuilt from the safe message (the original repeats the message). */
function safeStack(stack: unknown, header: string): string {
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [header, ...frames].join('\n');
}

function typeOf(err: object): string {
  const name = (err as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name ? name : 'Error';
}

function serialize(err: unknown, depth: number, seen: Set<object>): SafeError {
  if (!err || typeof err !== 'object') {
    const message = safeMessage(err);
    return { type: typeof err, message, stack: `${typeof err}: ${message}` };
  }
  if (seen.has(err)) return { type: typeOf(err), message: '[circular]', stack: '' };
  seen.add(err);
  const e = err as Record<string, unknown>;
  const type = typeOf(err);
  const message = safeMessage(e.message, e.code);
  const name = typeof e.name === 'string' ? e.name : undefined;
  const out: SafeError = { type, message, stack: safeStack(e.stack, `${name ?? type}: ${message}`) };
  if (name && name !== type) out.name = name;
  for (const field of SAFE_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (depth < MAX_DEPTH) {
    if (e.cause !== undefined && e.cause !== null) out.cause = serialize(e.cause, depth + 1, seen);
    if (Array.isArray(e.errors)) {
      out.errors = e.errors.slice(0, MAX_MEMBERS).map((member) => serialize(member, depth + 1, seen));
    }
  }
  return out;
}

/**
 * pino's `err` serializer: type/name, a cleaned message, SQLSTATE code, constraint, table, column
 * and the stack frames; never `query`, `params`, `detail`, `hint`, `where`, `internalQuery` or
 * any other field. Walks `cause` and AggregateError members the same way.
 */
export function serializeError(err: unknown): SafeError {
  return serialize(err, 0, new Set());
}

/** A URL with the access-link UUIDs (sign-up capabilities) and the tokens of mailed links in it masked. */
export function safeUrl(url: string): string {
  return url.replace(UUID, CENSOR).replace(RESET_TOKEN, `$1${CENSOR}`);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino's `req` serializer: Fastify's default fields, with the URL masked; never headers or body. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : safeUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
