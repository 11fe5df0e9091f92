// The keys and secondary indexes of the big tables, dropped before the bulk load and made again
// after it from their own definitions (pg_constraint, pg_indexes), so that every constraint and
// index of the migrations is there at the end: one sort per index and one join per foreign key
// instead of millions of scattered insertions and row-by-row checks. Serial primary keys stay (the
// counters' triggers join on users.id), as do the small tables' unique constraints.
import type pg from 'pg';

/** The tables the seed fills with many rows, the biggest first. */
const BULK_TABLES = [
  'favorite_degrees',
  'meetings',
  'disclosures',
  'users',
  'student_counters',
  'user_areas',
  'user_cities',
  'interest_results',
  'guardian_consents',
  'student_group_members',
  'jobs',
  'compare_list_items',
];
/** Primary keys without a serial: the composite ones of the join tables. */
const COMPOSITE_KEYS = ['favorite_degrees', 'user_areas', 'user_cities'];

export interface BulkKey {
  name: string;
  table: string;
  /** The statement that makes it again. */
  sql: string;
}

export interface BulkKeys {
  primaryKeys: BulkKey[];
  indexes: BulkKey[];
  foreignKeys: BulkKey[];
}

const order = (a: BulkKey, b: BulkKey) => BULK_TABLES.indexOf(a.table) - BULK_TABLES.indexOf(b.table);

export async function dropBulkKeys(client: pg.Client): Promise<BulkKeys> {
  const constraints = await client.query<BulkKey & { type: string }>(
    `select c.conname as name, t.relname as table, c.contype as type,
       format('alter table %I add constraint %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid)) as sql
     from pg_constraint c join pg_class t on t.oid = c.conrelid
     where t.relnamespace = 'public'::regnamespace and t.relname = any($1)
       and (c.contype = 'f' or (c.contype = 'p' and t.relname = any($2)))`,
    [BULK_TABLES, COMPOSITE_KEYS],
  );
  const indexes = await client.query<BulkKey>(
    `select i.indexrelid::regclass::text as name, t.relname as table, pg_get_indexdef(i.indexrelid) as sql
     from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relnamespace = 'public'::regnamespace and t.relname = any($1)
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [BULK_TABLES],
  );
  const foreignKeys = constraints.rows.filter((c) => c.type === 'f');
  const primaryKeys = constraints.rows.filter((c) => c.type === 'p');
  // Foreign keys first: one of them (meetings_favorite_fk) stands on a composite primary key.
  for (const k of foreignKeys) await client.query(`alter table ${k.table} drop constraint ${k.name}`);
  for (const k of primaryKeys) await client.query(`alter table ${k.table} drop constraint ${k.name}`);
  for (const i of indexes.rows) await client.query(`drop index ${i.name}`);
  return {
    primaryKeys: primaryKeys.sort(order),
    indexes: indexes.rows.sort(order),
    foreignKeys: foreignKeys.sort(order),
  };
}

type Report = (label: string, seconds: string) => void;

/** Each statement in turn, shared out between the connections. */
async function shareOut(clients: readonly pg.Client[], keys: BulkKey[], report: Report) {
  const queue = [...keys];
  await Promise.all(
    clients.map(async (client) => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const t = performance.now();
        await client.query(next.sql);
        report(next.name, ((performance.now() - t) / 1000).toFixed(1));
      }
    }),
  );
}

/** Composite primary keys back (the meetings need their favourites' key before they are written). */
export const restorePrimaryKeys = (clients: readonly pg.Client[], keys: BulkKeys, report: Report) =>
  shareOut(clients, keys.primaryKeys, report);

/**
 * The indexes, then the foreign keys (each validated by one join). Foreign keys go one at a time:
 * two of them on the same tables would only wait for each other.
 */
export async function restoreBulkKeys(clients: readonly pg.Client[], keys: BulkKeys, report: Report) {
  await shareOut(clients, keys.indexes, report);
  await shareOut(clients.slice(0, 1), keys.foreignKeys, report);
}
