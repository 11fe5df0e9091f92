import type { DbOrTx } from './client.ts';

/**
 * A query built and prepared once per database handle (`build` calls `.prepare(name)`), then only
 * executed: the hot reads skip Drizzle building the same SQL again on every request, and
 * PostgreSQL plans a named statement once per connection.
 */
export function preparedPer<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const built = new WeakMap<DbOrTx, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
