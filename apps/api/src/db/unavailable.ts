/**
 * SQLSTATEs that mean "the database cannot serve us right now", not "the query is wrong":
 * admin shutdown / crash shutdown / cannot connect now (57P0x), too many connections (53300)
 * and the whole connection exception class (08xxx).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a database that went away or cannot be reached. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Messages of node-postgres (pg, pg-pool) for a lost or unobtainable connection. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated\b/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

const MARK = Symbol.for('tlp.dbUnavailable');

/**
 * Marks an error as "the database could not be reached" (the pool tags every error of
 * acquiring a connection with it, whatever the server said: e.g. a database that does not
 * accept connections answers 55000, which is not a connection error anywhere else).
 */
export function markDbUnavailable<T>(err: T): T {
  if (err && typeof err === 'object') {
    try {
      Object.defineProperty(err, MARK, { value: true, enumerable: false, configurable: true });
    } catch {
      /* a frozen error stays unmarked; the other rules may still classify it */
    }
  }
  return err;
}

function matchesOne(e: object): boolean {
  if ((e as { [MARK]?: unknown })[MARK] === true) return true;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (UNAVAILABLE_ERRNOS.has(code)) return true;
  }
  const message = (e as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/**
 * Whether an error means the database is unreachable (outage, restart, refusing or too many
 * connections) rather than a bug or a bad request. Looks through `cause` chains (Drizzle wraps
 * driver errors in DrizzleQueryError) and AggregateError members (a host with several addresses).
 */
export function isDbUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length && seen.size < 16) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (matchesOne(e)) return true;
    queue.push((e as { cause?: unknown }).cause);
    const members = (e as { errors?: unknown }).errors;
    if (Array.isArray(members)) queue.push(...members);
  }
  return false;
}

/** What to log about a database error: code and message of the innermost cause, nothing else. */
export function describeDbError(err: unknown): { code?: string; message?: string } {
  let e: unknown = err;
  for (let i = 0; i < 5; i++) {
    const cause = e && typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
    if (!cause || typeof cause !== 'object') break;
    e = cause;
  }
  if (!e || typeof e !== 'object') return {};
  const code = (e as { code?: unknown }).code;
  const message = (e as { message?: unknown }).message;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message: message.slice(0, 300) } : {}),
  };
}
