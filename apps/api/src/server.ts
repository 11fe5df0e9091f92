import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { drainAndClose } from './ops/graceful-shutdown.ts';

async function main() {
  const config = loadConfig();
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
  await database.migrate();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({
    config,
    database,
    redis,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  });
  logTo.app = app.log;
  app.addHook('onClose', async () => {
    await redis?.quit();
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

  if (config.seedDemo) {
    const started = Date.now();
    const result = await seedDemo(database.db, (msg: string) => app.log.info(msg));
    if (result.seeded) app.log.info({ ms: Date.now() - started }, 'datos de demostración cargados');
    const base = config.publicUrl ?? `http://${config.host}:${config.port}`;
    if (result.accessLinkUuid) {
      app.log.info(`Enlace de registro de orientadores de demostración: ${base}/signup/${result.accessLinkUuid}`);
    }
  }

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Toca la Puerta escuchando en ${address} (base de datos: ${database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
