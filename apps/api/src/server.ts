import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type AppConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { closeRedis, createRedis } from './lib/redis.ts';
import { subjectKeys } from './modules/disclosures/subject-key.ts';
import { primaryLog, runPrimary } from './ops/cluster.ts';
import { drainAndClose } from './ops/graceful-shutdown.ts';
import { serveClusterMetrics } from './ops/metrics.ts';
import { checkPort, connecting, exitForStartupError, portError } from './ops/startup.ts';

/** Set by the primary for its workers: the database is migrated and seeded already. */
const PREPARED = 'TLP_DATABASE_PREPARED';

/** The demo data (SEED_DEMO), once per database. */
async function seed(config: AppConfig, database: Database, log: (msg: string) => void) {
  const started = Date.now();
  const keys = subjectKeys(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const result = await seedDemo(database.db, log, keys);
  if (result.seeded) log(`datos de demostración cargados (${Date.now() - started} ms)`);
  const base = config.publicUrl ?? `http://${config.host}:${config.port}`;
  if (result.accessLinkUuid) {
    log(`Enlace de registro de orientadores de demostración: ${base}/signup/${result.accessLinkUuid}`);
  }
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): the primary migrates and seeds once, then runs that many
 * API processes, which skip both.
 */
async function startPrimary(config: AppConfig) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await connecting(config.databaseUrl, () => database.migrate());
    if (config.seedDemo) await seed(config, database, (msg) => primaryLog('info', msg));
  } finally {
    await database.close();
  }
  runPrimary(config.workers, { [PREPARED]: '1' });
  // The workers' metrics, summed, at one address (each worker measures; none listens for them).
  if (config.metricsPort !== undefined) await serveClusterMetrics(config.host, config.metricsPort);
}

/** One API process: the database, the app, the signals, and listening. */
async function serve(config: AppConfig) {
  const prepared = cluster.isWorker && process.env[PREPARED] === '1';
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  process.on('exit', release);
  // The pool reports connection errors before the app (and its logger) exists too.
  const logTo: { app?: FastifyBaseLogger } = {};
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: {
      warn: (obj, msg) => (logTo.app ? logTo.app.warn(obj, msg) : console.warn(JSON.stringify({ ...obj, msg }))),
    },
  });
  if (!prepared) await connecting(config.databaseUrl, () => database.migrate());
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const app = await buildApp({
    config,
    database,
    redis,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  });
  logTo.app = app.log;
  app.addHook('onClose', async () => {
    await closeRedis(redis);
    await database.close();
    release();
  });

  // SIGTERM/SIGINT: stop accepting, let the requests in flight finish (SHUTDOWN_DRAIN_MS), close
  // the database, exit 0; exit 1 only when the drain time runs out.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'cerrando el servidor');
      void drainAndClose(app, { drainMs: config.shutdownDrainMs, log: app.log }).then((result) => {
        app.log.info({ event: 'shutdown', ...result }, 'servidor cerrado');
        process.exit(result.exitCode);
      });
    });
  }

  if (config.seedDemo && !prepared) await seed(config, database, (msg) => app.log.info(msg));

  const address = await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
    throw portError(err, config.host, config.port) ?? err;
  });
  app.log.info(`Toca la Puerta escuchando en ${address} (base de datos: ${database.kind})`);
}

async function main() {
  const config = loadConfig();
  // A busy port is said before the database is opened or migrated (the workers share the primary's).
  if (cluster.isPrimary) await checkPort(config.host, config.port);
  if (config.workers > 1 && cluster.isPrimary) return startPrimary(config);
  return serve(config);
}

// A wrong setting, a busy port, a database that cannot be reached, a data folder in use: one line
// and exit code 2 (ops/startup.ts). Anything else is a bug: its stack and exit code 1.
main().catch((err: unknown) => exitForStartupError(err, { stack: true }));
