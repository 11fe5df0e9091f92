import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * The Redis of the rate limits (REDIS_URL). Redis is a help, not a dependency: while it cannot be
 * reached the limits count in this process's memory (plugins/rate-limit.ts), so no request waits
 * for it nor fails because of it. These options make a dead or silent Redis fail fast.
 */
const OPTIONS: RedisOptions = {
  // Connected by watchRedis, once its listeners are on: no error goes unheard (ioredis prints an
  // error without a listener as plain text on stderr).
  lazyConnect: true,
  // While disconnected a command fails at once instead of waiting for the connection to return.
  enableOfflineQueue: false,
  connectTimeout: 1_000,
  // A Redis that accepts the connection but does not answer (also its ready check).
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  // Reconnects forever, at most every 5 seconds.
  retryStrategy: (times) => Math.min(times * 250, 5_000),
};

export function createRedis(url: string): Redis {
  return new Redis(url, OPTIONS);
}

/** Closes the connection: QUIT when connected (pending replies arrive), else at once. */
export async function closeRedis(redis: Redis | undefined): Promise<void> {
  if (!redis) return;
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** At most one warning line a minute while Redis stays unavailable. */
const WARN_EVERY_MS = 60_000;

export interface RedisLink {
  readonly client: Redis;
  /** Counters may go to Redis: it is connected and nothing failed since it connected. */
  usable(): boolean;
  /** A counter went to memory because Redis was not usable (warns, at most once a minute). */
  bypassed(): void;
  /**
   * A command failed. True when that means "Redis is unavailable" (noted: the counters go to
   * memory until it reconnects); false for an error of the command itself (Redis answered).
   */
  failed(err: unknown): boolean;
  /** For /ready: `degraded` while the counters live in memory. */
  state(): 'ok' | 'degraded';
  /** Stops listening (the app closes; the client is closed by its owner). */
  stop(): void;
}

const describe = (err: unknown) =>
  err instanceof Error
    ? { code: (err as Error & { code?: string }).code, message: err.message }
    : { message: String(err) };

/**
 * Watches a Redis client: logs its failures as JSON lines (one a minute at most, event
 * `redis_unavailable`) and its return (one line, `redis_restored`), and says whether the counters
 * may use it. Connects the client if it was created lazily (createRedis).
 */
export function watchRedis(client: Redis, log: FastifyBaseLogger, now: () => number = Date.now): RedisLink {
  /** A failure (or a lost connection) since Redis was last ready: the counters are in memory. */
  let down = false;
  /** This outage was logged: its end is logged too. */
  let warned = false;
  let warnedAt = -Infinity;

  const unavailable = (err: unknown) => {
    down = true;
    if (now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = now();
    warned = true;
    log.warn(
      { event: 'redis_unavailable', error: describe(err) },
      'Redis no responde: los límites de intentos cuentan en la memoria de este proceso',
    );
  };
  const onError = (err: unknown) => unavailable(err);
  const onReady = () => {
    if (warned)
      log.info({ event: 'redis_restored' }, 'Redis responde otra vez: los límites de intentos vuelven a Redis');
    down = false;
    warned = false;
    warnedAt = -Infinity;
  };
  const onClose = () => {
    down = true;
  };
  client.on('error', onError);
  client.on('ready', onReady);
  client.on('close', onClose);
  if (client.status === 'wait') client.connect().catch(() => {}); // failures arrive as 'error'

  const usable = () => client.status === 'ready' && !down;
  return {
    client,
    usable,
    bypassed: () => unavailable(new Error(`Redis is ${client.status}`)),
    failed(err) {
      // Redis answered with an error (a wrong command or script): not an outage.
      if ((err as Error | undefined)?.name === 'ReplyError') return false;
      unavailable(err);
      // A connection that stopped answering (timeouts): a new one, which must pass the ready check.
      if (client.status === 'ready') client.disconnect(true);
      return true;
    },
    state: () => (usable() ? 'ok' : 'degraded'),
    stop() {
      client.off('error', onError);
      client.off('ready', onReady);
      client.off('close', onClose);
      // Until its owner closes it, an error must still have a listener (or ioredis prints it).
      if (client.listenerCount('error') === 0) client.on('error', () => {});
    },
  };
}
