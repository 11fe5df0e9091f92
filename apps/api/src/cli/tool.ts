/**
 * What the command-line tools share (db:migrate, db:bootstrap, db:reset, admin:create): which
 * database they work on, said without the password, and how they end. A wrong setting or input,
 * a database that cannot be reached or a data folder in use: one line and exit code 2; any other
 * failure: its message (no stack) and exit code 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { AppConfig } from '../config.ts';
import { safeDatabaseUrl } from '../db/connect-errors.ts';
import { exitForStartupError, StartupError } from '../ops/startup.ts';

/** `PostgreSQL postgres://user@host:5432/name` (no password) or `PGlite en /the/data/folder`. */
export function databaseLabel(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): string {
  return config.databaseUrl ? `PostgreSQL ${safeDatabaseUrl(config.databaseUrl)}` : `PGlite en ${config.dataDir}`;
}

/** Whether the folder holds an embedded database (PGlite writes PG_VERSION when it creates one). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** What is wrong with the command line, in Spanish (node:util's parseArgs says it in English). */
function argsProblem(err: unknown): string {
  const { code, message } = err as { code?: string; message?: string };
  const named = /'([^']+)'/.exec(message ?? '')?.[1]?.replace(/ <value>$/, '') ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Opción desconocida: ${named}`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `Argumento inesperado: ${named}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return /argument missing/.test(message ?? '') ? `Falta el valor de ${named}` : `${named} no lleva valor`;
  }
  return 'Argumentos inválidos';
}

/** The tool's options (`--name value`, `--flag`); anything else ends it with one line and its usage. */
export function toolArgs<T extends ParseArgsOptionsConfig>(options: T, usage: string) {
  try {
    return parseArgs({ options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new StartupError(`${argsProblem(err)}. ${usage}`);
  }
}

/** Runs a tool to its end: exit code 0 (or the one it set), or its error's line and code. */
export async function runTool(main: () => Promise<void>): Promise<never> {
  try {
    await main();
  } catch (err) {
    exitForStartupError(err, { stack: false });
  }
  // A finished tool leaves nothing running (a prompt's terminal, a pool's timers): it ends here.
  process.exit(process.exitCode ?? 0);
}
