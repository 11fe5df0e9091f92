// Creating and dropping the benchmarks' databases on a PostgreSQL server.
import pg from 'pg';

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The same server and credentials, another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Database names here come from our own code or the user's URL: quoted, never interpolated raw. */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the database of `url` unless it exists; true when it was created. */
export function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseName(url);
  return onServer(url, async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    await c.query(`create database ${ident(name)}`);
    return true;
  });
}

export function dropDatabase(url: string): Promise<void> {
  return onServer(url, async (c) => {
    await c.query(`drop database if exists ${ident(databaseName(url))} with (force)`);
  });
}

/** A throwaway database (`<prefix>_<pid>`), created empty; drop it with `dropDatabase`. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<string> {
  const url = withDatabase(serverUrl, `${prefix}_${process.pid}`);
  await dropDatabase(url);
  await ensureDatabase(url);
  return url;
}
