/**
 * What ends a start (the server's or a tool's) before it could work: a wrong setting or a resource
 * that is not there. Each says so in one line that names the variable, and the process exits
 * with 2 (docs/decisions.md, "Errores al arrancar"). Anything else is a bug and keeps its stack.
 */
import net from 'node:net';
import { ConfigError } from '../config.ts';
import { connectFailureLine } from '../db/connect-errors.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';

/** A start that cannot go on; its message is the one line to print. */
export class StartupError extends Error {}

/**
 * Whether HOST:PORT can be listened on, found by listening and closing at once: before the
 * database is opened or migrated, so a busy port is said first. Port 0 (any) always can.
 */
export async function checkPort(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (err: NodeJS.ErrnoException) => reject(portError(err, host, port) ?? err));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** A listen error said for PORT or HOST, or undefined for another. */
export function portError(err: unknown, host: string, port: number): StartupError | undefined {
  switch ((err as NodeJS.ErrnoException | undefined)?.code) {
    case 'EADDRINUSE':
      return new StartupError(`PORT: el puerto ${port} ya está en uso en ${host}`);
    case 'EACCES':
      return new StartupError(
        `PORT: sin permiso para escuchar en el puerto ${port} de ${host} (los menores que 1024 piden privilegios)`,
      );
    case 'EADDRNOTAVAIL':
      return new StartupError(`HOST: la dirección ${host} no es de esta máquina`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(`HOST: no se encontró "${host}"`);
    default:
      return undefined;
  }
}

/**
 * Runs the first work on the database (migrating, usually): a failure to connect to DATABASE_URL
 * becomes one line that names it and its cause, without the password.
 */
export async function connecting<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const line = databaseUrl ? connectFailureLine(err, databaseUrl) : undefined;
    throw line ? new StartupError(line) : err;
  }
}

/** The one line to print for an error that ends a start, or undefined for a bug. */
export function startupFailure(err: unknown): string | undefined {
  if (err instanceof StartupError || err instanceof ConfigError || err instanceof DataDirLockedError) {
    return err.message;
  }
  return undefined;
}

/**
 * Ends the process for an error that stopped a start: its line and exit code 2, or (a bug) the
 * error with its stack (`stack: false` for the tools: the message alone) and exit code 1.
 */
export function exitForStartupError(err: unknown, opts: { stack: boolean }): never {
  const line = startupFailure(err);
  if (line !== undefined) {
    console.error(line);
    process.exit(2);
  }
  console.error(opts.stack ? err : err instanceof Error ? err.message : String(err));
  process.exit(1);
}
