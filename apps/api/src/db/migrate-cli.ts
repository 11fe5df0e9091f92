// `npm run db:migrate`: applies pending migrations to the configured database (no JWT_SECRET needed).
import { databaseLabel, runTool } from '../cli/tool.ts';
import { loadConfig } from '../config.ts';
import { connecting } from '../ops/startup.ts';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

await runTool(async () => {
  const config = loadConfig(process.env, { jwtSecret: false });
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(config);
    try {
      await connecting(config.databaseUrl, () => database.migrate());
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
  console.log(`Migraciones aplicadas (${databaseLabel(config)}).`);
});
