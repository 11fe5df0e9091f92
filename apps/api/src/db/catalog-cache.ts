import type { DbOrTx } from './client.ts';

/** Answers kept per database handle: past this many, the least recently used go first. */
const MOST_ENTRIES = 2_000;

/**
 * Answers computed from the catalog (campuses and degrees), valid while the catalog's version
 * (schema/catalog.ts, `catalog_version`) stays the same. The caller reads the version in its
 * request and passes it: a newer one empties the cache; an older one (a request that read it just
 * before a change committed) neither reads nor fills it.
 */
export class CatalogCache<V> {
  #version = -1;
  readonly #entries = new Map<string, V>();

  get(version: number, key: string): V | undefined {
    if (version !== this.#version) return undefined;
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Most recently used last: the first key is the one to drop.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(version: number, key: string, value: V): void {
    if (version < this.#version) return;
    if (version > this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    this.#entries.set(key, value);
    if (this.#entries.size > MOST_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** One cache per database handle (each app, and each test database, has its own). */
export function catalogCachePer<V>(): (db: DbOrTx) => CatalogCache<V> {
  const caches = new WeakMap<DbOrTx, CatalogCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new CatalogCache<V>();
      caches.set(db, cache);
    }
    return cache;
  };
}
