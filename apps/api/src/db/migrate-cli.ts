// `npm run db:migrate`: applies pending migrations to the configured database.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

const config = loadConfig();
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
try {
  const database = await openDatabase(config);
  await database.migrate();
  await database.close();
  console.log(`Migraciones aplicadas (${config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`}).`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  release();
}
