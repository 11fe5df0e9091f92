import { useCallback, useSyncExternalStore } from 'react';

/** How many degrees a student compares at once. */
export const COMPARE_MAX = 4;

const keyOf = (userId: number) => `tlp:comparar:${userId}`;
const EMPTY: readonly number[] = Object.freeze([]);

/** The last list read per user: the same array until it changes (useSyncExternalStore needs that). */
const cache = new Map<number, readonly number[]>();
const listeners = new Set<() => void>();

function read(userId: number): readonly number[] {
  const cached = cache.get(userId);
  if (cached) return cached;
  let ids: readonly number[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    if (Array.isArray(parsed)) {
      ids = [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, COMPARE_MAX);
    }
  } catch {
    // A broken or unreadable entry reads as an empty list.
  }
  cache.set(userId, ids);
  return ids;
}

function write(userId: number, ids: readonly number[]) {
  cache.set(userId, ids);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(ids));
  } catch {
    // Private mode or a full storage: the list still works until the page reloads.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  // Another tab changed the list: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('tlp:comparar:')) {
      cache.clear();
      notify();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

export type CompareAddResult = 'added' | 'already' | 'full';

/**
 * The degrees a student chose to compare, kept in this browser per user id (another person
 * signing in on it has their own list), in the order they were added, at most COMPARE_MAX.
 */
export const compareList = {
  get: read,
  add(userId: number, degreeId: number): CompareAddResult {
    const ids = read(userId);
    if (ids.includes(degreeId)) return 'already';
    if (ids.length >= COMPARE_MAX) return 'full';
    write(userId, [...ids, degreeId]);
    return 'added';
  },
  remove(userId: number, degreeId: number) {
    const ids = read(userId);
    if (ids.includes(degreeId))
      write(
        userId,
        ids.filter((id) => id !== degreeId),
      );
  },
  subscribe,
  /** Forgets what was read (tests). */
  reset: () => cache.clear(),
};

/** The user's compare list, updated when it changes here or in another tab. */
export function useCompareList(userId: number | null | undefined): readonly number[] {
  const get = useCallback(() => (userId ? read(userId) : EMPTY), [userId]);
  return useSyncExternalStore(subscribe, get, get);
}
