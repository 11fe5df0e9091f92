import cluster from 'node:cluster';
import http from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import { mailQueue, type MailQueue } from '../modules/mail/mail.queries.ts';
import { primaryLog } from './cluster.ts';

// Prometheus metrics (METRICS_PORT): off by default; when set, a server of their own on
// HOST:METRICS_PORT answers GET /metrics, never the public port. With WEB_CONCURRENCY > 1 the
// primary process serves them, summed over its API processes (docs/decisions.md).

export interface MetricsOptions {
  database: Database;
  /** METRICS_PORT; nothing is measured without it. */
  port?: number;
  /** Whether the rate limits count in Redis now (lib/redis.ts); absent without REDIS_URL. */
  redis?: () => 'ok' | 'degraded';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** With METRICS_PORT: the registry, and where /metrics is served once the app listens. */
    metrics?: { registry: Registry; address(): string | undefined };
  }
}

/** The label of a request that matched no route: a page of the web app, or a 404. */
const UNMATCHED = '(unmatched)';
/** One query for both mail gauges of a scrape. */
const MAIL_QUEUE_CACHE_MS = 1_000;

function defineMetrics(registry: Registry, { database, redis }: MetricsOptions, log: FastifyBaseLogger) {
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['route', 'method', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Solicitudes HTTP respondidas, por ruta (su patrón), método y clase de estado',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las solicitudes HTTP, por ruta (su patrón), método y clase de estado',
    labelNames,
    registers,
  });

  const pool = database.poolStats?.bind(database);
  if (pool) {
    type PoolStats = ReturnType<typeof pool>;
    const poolGauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge('db_pool_connections', 'Conexiones abiertas del pool de PostgreSQL', (s) => s.total);
    poolGauge('db_pool_idle_connections', 'Conexiones del pool de PostgreSQL sin usar', (s) => s.idle);
    poolGauge('db_pool_waiting_clients', 'Consultas que esperan una conexión del pool', (s) => s.waiting);
  }

  let queue: { at: number; read: Promise<MailQueue | undefined> } | undefined;
  const readQueue = () => {
    if (!queue || Date.now() - queue.at > MAIL_QUEUE_CACHE_MS) {
      const read = mailQueue(database.db).catch((err: unknown) => {
        log.warn({ event: 'metrics_mail_queue_failed', err }, 'could not read the mail queue for the metrics');
        return undefined;
      });
      queue = { at: Date.now(), read };
    }
    return queue.read;
  };
  // The same table for every process: the cluster's value is the max, not the sum.
  new Gauge({
    name: 'mail_queue_depth',
    help: 'Correos en la bandeja de salida que esperan ser enviados',
    registers,
    aggregator: 'max',
    async collect() {
      const q = await readQueue();
      if (q) this.set(q.depth);
    },
  });
  new Gauge({
    name: 'mail_queue_oldest_age_seconds',
    help: 'Segundos que lleva esperando el correo más antiguo de la bandeja de salida (0 si no hay)',
    registers,
    aggregator: 'max',
    async collect() {
      const q = await readQueue();
      if (q) this.set(q.oldestAgeSeconds);
    },
  });
  if (redis) {
    new Gauge({
      name: 'rate_limit_redis_up',
      help: '1 si los límites de intentos cuentan en Redis, 0 mientras cuentan en la memoria del proceso',
      registers,
      aggregator: 'min',
      collect() {
        this.set(redis() === 'ok' ? 1 : 0);
      },
    });
  }
  return { requests, duration };
}

/** An HTTP server that answers GET (or HEAD) /metrics with `render()`, and 404 otherwise. */
export async function serveMetrics(
  host: string,
  port: number,
  registry: { contentType: string },
  render: () => Promise<string>,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    render().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? '' : body),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${err.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export const metricsAddress = (server: http.Server) => {
  const address = server.address();
  if (!address || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/metrics`;
};

/**
 * WEB_CONCURRENCY > 1: the primary's metrics server, which asks every API process for its
 * metrics (prom-client's AggregatorRegistry, over the cluster's IPC) and answers them summed
 * (requests, pools, memory) or, for what every process reads alike (the mail queue), their max.
 * As in one process, a port that cannot be had is logged and the API goes on.
 */
export async function serveClusterMetrics(host: string, port: number): Promise<http.Server | undefined> {
  const aggregator = new AggregatorRegistry();
  try {
    const server = await serveMetrics(host, port, aggregator, () => aggregator.clusterMetrics());
    primaryLog('info', 'métricas de Prometheus', { event: 'metrics_listening', address: metricsAddress(server) });
    return server;
  } catch (err) {
    const { code, message } = err as Error & { code?: string };
    primaryLog('error', 'no se pudo abrir el puerto de las métricas', {
      event: 'metrics_listen_failed',
      port,
      err: { code, message },
    });
    return undefined;
  }
}

/**
 * Measures every request (onResponse: its route's pattern, never the raw URL) and, with
 * METRICS_PORT, serves /metrics once the app listens, or in a cluster's API process answers the
 * primary's requests for them.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const { port } = opts;
  if (port === undefined) return;
  const registry = new Registry();
  const { requests, duration } = defineMetrics(registry, opts, app.log);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      route: request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED),
      method: request.method,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  let server: http.Server | undefined;
  app.decorate('metrics', { registry, address: () => server && metricsAddress(server) });
  if (cluster.isWorker) {
    new AggregatorRegistry(); // answers the primary's requests
    AggregatorRegistry.setRegistries([registry]);
    return;
  }
  // A metrics port that cannot be had does not stop the API: the error is logged.
  app.addHook('onListen', async () => {
    try {
      server = await serveMetrics(app.config.host, port, registry, () => registry.metrics());
      app.log.info({ event: 'metrics_listening', address: metricsAddress(server) }, 'métricas de Prometheus');
    } catch (err) {
      app.log.error({ event: 'metrics_listen_failed', err, port }, 'no se pudo abrir el puerto de las métricas');
    }
  });
  app.addHook('onClose', async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
});
