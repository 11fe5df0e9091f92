import { Redis } from 'ioredis';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';

async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  process.on('exit', release);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({
    config,
    database,
    redis,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  });
  app.addHook('onClose', async () => {
    await redis?.quit();
    await database.close();
    release();
  });

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'cerrando el servidor');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error al cerrar');
          process.exit(1);
        },
      );
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
