// What the figures were measured on, printed above every table and kept in the JSON.
import os from 'node:os';
import pg from 'pg';

export interface Environment {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  /** The machine's load average over the last minute when the benchmark started. */
  loadAverage: number;
}

export async function describeEnvironment(databaseUrl: string): Promise<Environment> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model.trim() ?? 'desconocido',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: rows[0]?.server_version ?? 'desconocido',
      loadAverage: os.loadavg()[0]!,
    };
  } finally {
    await client.end();
  }
}

export function environmentLine(e: Environment): string {
  return (
    `Máquina: ${e.cpus} núcleos (${e.cpuModel}), ${e.memoryGiB} GiB, carga al empezar ${e.loadAverage.toFixed(2)} · ` +
    `Node ${e.node} · PostgreSQL ${e.postgres} · cliente, API y base de datos en la misma máquina`
  );
}

/** Runs `cleanup` once, on normal exit or on Ctrl-C / SIGTERM (then exits with 130). */
export function onExit(cleanup: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  const once = () => (done ??= cleanup().catch((err: unknown) => console.error('limpieza:', err)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void once().then(() => process.exit(130)));
  }
  return once;
}
