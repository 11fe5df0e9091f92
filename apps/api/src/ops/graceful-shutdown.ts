import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS, serviceUnavailable } from './service-unavailable.ts';

interface DrainState {
  draining: boolean;
}

/** One state per root instance: the hooks read it, `drainAndClose` sets it. */
const states = new WeakMap<FastifyInstance, DrainState>();

/**
 * Hooks of the drain phase, on the root instance (the errors plugin installs them, so every
 * route and the 404 handler have them). While draining, a request that still arrives (on a
 * connection that was busy when the drain began) gets the API's 503 in Spanish with
 * `Connection: close`, and every response closes its connection, so no keep-alive connection
 * outlives its last response. Until then they cost one boolean test per request.
 */
export function addDrainHooks(app: FastifyInstance): void {
  const state: DrainState = { draining: false };
  states.set(app, state);
  app.addHook('onRequest', async (_request, reply) => {
    if (!state.draining) return;
    reply.header('Connection', 'close').header('Retry-After', String(RETRY_AFTER_SECONDS));
    return reply.status(503).send(serviceUnavailable().toJSON());
  });
  app.addHook('onSend', async (_request, reply) => {
    if (state.draining) reply.header('Connection', 'close');
  });
}

interface DrainOptions {
  /** Longest wait for the requests in flight. */
  drainMs: number;
  log: FastifyBaseLogger;
  /** Longest wait for the close hooks (database, Redis) once drained or given up. */
  closeMs?: number;
}

interface DrainResult {
  /** 0: every request finished and everything closed; 1: the drain time ran out or closing failed. */
  exitCode: 0 | 1;
  /** From the start of the drain until every connection was closed (or the drain time ran out). */
  drainedMs: number;
  /** From the start of the drain until the app and the database were closed. */
  totalMs: number;
}

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms).unref();
  });

/**
 * Graceful shutdown: stop accepting connections and close the idle keep-alive ones at once; the
 * requests in flight finish (within `drainMs`), then the app closes (its onClose hooks close
 * the database). Fastify's own `close()` runs only once nothing is connected any more, so its
 * English 503 for requests during closing is never sent: ours (drain hooks) answers them.
 */
export async function drainAndClose(app: FastifyInstance, { drainMs, log, closeMs = 5_000 }: DrainOptions) {
  const started = Date.now();
  const state = states.get(app);
  if (state) state.draining = true;
  else log.warn('drain hooks are not installed: requests during the shutdown get the default answer');

  const server = app.server;
  const drained = new Promise<'drained'>((resolve) => {
    // Calls back once every connection has ended (or at once when the server was not listening).
    server.close(() => resolve('drained'));
  });
  server.closeIdleConnections();
  // A connection whose response had begun before the drain becomes idle afterwards: reap it.
  const reaper = setInterval(() => server.closeIdleConnections(), 100);
  const outcome = await Promise.race([drained, timeout(drainMs)]);
  clearInterval(reaper);
  const drainedMs = Date.now() - started;

  let exitCode: 0 | 1 = 0;
  if (outcome === 'timeout') {
    exitCode = 1;
    log.error(
      { event: 'shutdown_drain_timeout', drainMs },
      'se agotó el tiempo para terminar las solicitudes en curso',
    );
    server.closeAllConnections();
  } else {
    log.info({ event: 'shutdown_drained', ms: drainedMs }, 'solicitudes en curso terminadas');
  }
  try {
    const closed = await Promise.race([app.close().then(() => 'closed' as const), timeout(closeMs)]);
    if (closed === 'timeout') {
      exitCode = 1;
      log.error({ event: 'shutdown_close_timeout', closeMs }, 'se agotó el tiempo para cerrar la base de datos');
    }
  } catch (err) {
    exitCode = 1;
    log.error({ err }, 'error al cerrar');
  }
  return { exitCode, drainedMs, totalMs: Date.now() - started } satisfies DrainResult;
}
