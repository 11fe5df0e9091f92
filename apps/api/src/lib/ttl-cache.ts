/**
 * Answers kept for a while, per key: `get(key, load)` gives the kept answer while it is younger
 * than `ttlMs`, else loads it (callers asking meanwhile share that one load). A failed load is not
 * kept. At most `maxEntries` keys; past that, the oldest goes. In this process only: each
 * instance keeps its own.
 */
export function ttlCache<K, V>(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const kept = entries.get(key);
      if (kept && now() - kept.at < ttlMs) return kept.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      return value;
    },
  };
}
