import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markDbUnavailable } from './unavailable.ts';
import { listenToChannel, type ChannelHandlers } from './notifications.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: every repository takes this (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel over a connection of its own (db/notifications.ts); answers how to stop.
   * PostgreSQL only: the embedded database has a single process, which needs no telling.
   */
  listen?(channel: string, handlers: ChannelHandlers): () => Promise<void>;
  /** The PostgreSQL pool's connections (the embedded database has one, in this process, and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PGlite starts with `-F` (fsync off) by default; we keep every default but that one. */
const durableStartParams = PGlite.defaultStartParams.filter((p) => p !== '-F');

/** `loadDataDir`: a data folder's tarball (`dumpDataDir()`) to start from, e.g. a migrated template. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm, unaccent, btree_gist },
    startParams: durableStartParams,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const migrate = () => migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', migrate, close: () => client.close() };
}

/** Where the PostgreSQL pool reports connection-level events (never with the connection string). */
interface DbLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

const consoleLogger: DbLogger = {
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 'warn', ...obj, msg })),
};

/** The advisory lock migrations hold (any fixed number: `tlpm` in ASCII). */
const MIGRATION_LOCK = 0x746c706d;

/** How long a query waits for a connection (new or from the pool) before failing (a 503). */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(url: string, max = 10, log: DbLogger = consoleLogger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
    keepAlive: true,
    // No JIT compilation: it starts for statements the planner costs above 100,000, and a
    // school's funnel over 6,535 students (one index probe each, ~25 ms) crossed that line and
    // spent 6–30 ms more compiling (EXPLAIN ANALYZE, docs/performance.md). The API's statements are
    // short; JIT pays off for long analytical queries, which this server does not run.
    options: '-c jit=off',
  });
  // Every client gets its own error listener for its whole life: while it is checked out of the
  // pool (a transaction between two queries) the pool listens to none, and a database restart
  // ("terminating connection due to administrator command") would be an unhandled 'error' event
  // that ends the process. The transaction's next query fails instead (503), and the pool discards
  // the client when it is released. Logs code and message only: the error may carry the client,
  // whose parameters hold the password.
  pool.on('connect', (client) =>
    client.on('error', (err: Error & { code?: string }) =>
      log.warn({ event: 'db_connection_error', code: err.code, message: err.message }, 'database connection error'),
    ),
  );
  // An idle client that fails is dropped and replaced by the pool (already logged just above).
  pool.on('error', () => {});
  // Every failure to obtain a connection means "database unavailable" (503), whatever the server
  // said (e.g. a database that does not accept connections answers 55000).
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  Object.assign(pool, {
    connect(cb?: (err: unknown, ...rest: unknown[]) => void) {
      if (cb) return connect((err: unknown, ...rest: unknown[]) => cb(err ? markDbUnavailable(err) : err, ...rest));
      return (connect() as Promise<unknown>).catch((err: unknown) => {
        throw markDbUnavailable(err);
      });
    },
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several processes may migrate at once (instances starting together, the release's migration
  // step): a session lock makes them take turns, and the later ones find nothing to apply.
  const migrate = async () => {
    const holder = await pool.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    } finally {
      holder.release();
    }
  };
  const listen = (channel: string, handlers: ChannelHandlers) => listenToChannel(url, channel, handlers, log);
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: 'postgres', migrate, close: () => pool.end(), listen, poolStats };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string; log?: DbLogger }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, undefined, opts.log) : openPglite(opts.dataDir);
}
