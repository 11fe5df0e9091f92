// `npm run db:bootstrap`: prepares the configured database for production (db/bootstrap.ts):
// migrations and reference data, no demo accounts or schools. Safe to run again: it adds only what
// is missing and says when there was nothing to do. On the embedded database it takes the data
// folder's lock (refused while a server uses it) and creates the database if there is none.
// Needs no JWT_SECRET.
import { databaseLabel, runTool } from '../cli/tool.ts';
import { loadConfig } from '../config.ts';
import { connecting } from '../ops/startup.ts';
import { bootstrapDatabase, type BootstrapResult } from './bootstrap.ts';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function report(result: BootstrapResult, target: string): string[] {
  const { migrations, areas, cities, semesters } = result;
  if (migrations + areas + cities + semesters === 0) {
    return [`Nada que hacer: la base de datos ya tenía todas las migraciones y los datos de referencia (${target}).`];
  }
  const applied = migrations
    ? `${plural(migrations, 'migración aplicada', 'migraciones aplicadas')}`
    : 'ninguna migración pendiente';
  const added =
    areas + cities + semesters
      ? `datos de referencia añadidos: ${plural(areas, 'área', 'áreas')}, ${plural(cities, 'ciudad', 'ciudades')} ` +
        `y ${plural(semesters, 'semestre', 'semestres')}`
      : 'los datos de referencia ya estaban';
  const lines = [`Base de datos preparada (${target}): ${applied}; ${added}.`];
  if (!result.hasAdmin) {
    lines.push('No tiene cuentas: crea el primer administrador con npm run admin:create -- --email CORREO');
  }
  return lines;
}

await runTool(async () => {
  const config = loadConfig(process.env, { jwtSecret: false });
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let result: BootstrapResult;
  try {
    const database = await openDatabase(config);
    try {
      result = await connecting(config.databaseUrl, () => bootstrapDatabase(database));
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
  for (const line of report(result, databaseLabel(config))) console.log(line);
});
