import type { CompareList } from '@tlp/shared/compare-list';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { api } from './api-client.ts';

/** How many degrees a student compares at once (COMPARE_LIST_MAX of @tlp/shared/compare-list; a test checks they agree). */
export const COMPARE_MAX = 4;

/** GET and PUT: the list the server keeps for the signed-in student. */
export const COMPARE_LIST_PATH = '/users/me/compare-list';

const keyOf = (userId: number) => `tlp:comparar:${userId}`;
/** Set once this device's list was merged into the server's: from then on it only mirrors it. */
const mergedKeyOf = (userId: number) => `tlp:comparar:${userId}:fusionada`;
const EMPTY: readonly number[] = Object.freeze([]);

/** The last list read per user: the same array until it changes (useSyncExternalStore needs that). */
const cache = new Map<number, readonly number[]>();
const listeners = new Set<() => void>();

const clean = (ids: unknown[]): readonly number[] =>
  [...new Set(ids.filter((id): id is number => Number.isInteger(id) && (id as number) > 0))].slice(0, COMPARE_MAX);

function read(userId: number): readonly number[] {
  const cached = cache.get(userId);
  if (cached) return cached;
  let ids: readonly number[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    if (Array.isArray(parsed)) ids = clean(parsed);
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

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

function setMerged(userId: number, merged: boolean) {
  try {
    if (merged) localStorage.setItem(mergedKeyOf(userId), '1');
    else localStorage.removeItem(mergedKeyOf(userId));
  } catch {
    // Without storage the next page load merges again, which loses nothing.
  }
}
function isMerged(userId: number) {
  try {
    return localStorage.getItem(mergedKeyOf(userId)) === '1';
  } catch {
    return false;
  }
}

// ── The server's list ───────────────────────────────────────────────────────────────────────

type Change = { add: number } | { remove: number };
interface ServerState {
  /** 'loading' until the first answer of this page load; 'off' if the server could not be reached. */
  phase: 'loading' | 'ready' | 'off';
  /** Changes made here while loading, replayed on the server's list. */
  pending: Change[];
  /** The first read of the server's list (and the merge). */
  loaded: Promise<void>;
  /** The PUTs, one after the other. */
  saving: Promise<void>;
}
const servers = new Map<number, ServerState>();

function applyChange(ids: readonly number[], change: Change): readonly number[] {
  if ('add' in change) return ids.includes(change.add) || ids.length >= COMPARE_MAX ? ids : [...ids, change.add];
  return ids.filter((id) => id !== change.remove);
}

/** Sends the list as it is now; the server's answer is kept unless the list changed meanwhile. */
function save(userId: number, state: ServerState) {
  state.saving = state.saving.then(async () => {
    const sent = read(userId);
    try {
      const kept = await api.put<CompareList>(COMPARE_LIST_PATH, { degree_ids: sent });
      setMerged(userId, true);
      // The server leaves out degrees that no longer exist.
      if (sameList(read(userId), sent) && !sameList(kept.degree_ids, sent)) write(userId, clean(kept.degree_ids));
    } catch {
      // Not saved: the next page load merges this device's list into the server's again.
      setMerged(userId, false);
    }
  });
}

/**
 * The first time a page load uses a student's list: the server's list is read. The first time
 * on this device (after signing in), the device's list is merged into it (the server's first,
 * then the device's others, at most COMPARE_MAX) and saved; afterwards the server's list wins.
 */
function syncWithServer(userId: number): Promise<void> {
  const known = servers.get(userId);
  if (known) return known.loaded;
  const state: ServerState = { phase: 'loading', pending: [], loaded: Promise.resolve(), saving: Promise.resolve() };
  servers.set(userId, state);
  state.loaded = (async () => {
    let server: readonly number[];
    try {
      server = clean((await api.get<CompareList>(COMPARE_LIST_PATH)).degree_ids);
    } catch {
      state.phase = 'off';
      return;
    }
    const base = isMerged(userId) ? server : clean([...server, ...read(userId)]);
    const ids = state.pending.reduce(applyChange, base);
    state.pending = [];
    state.phase = 'ready';
    write(userId, ids);
    if (sameList(ids, server)) setMerged(userId, true);
    else save(userId, state);
  })();
  return state.loaded;
}

function changed(userId: number, change: Change) {
  const state = servers.get(userId);
  if (state?.phase === 'loading') state.pending.push(change);
  else if (state?.phase === 'ready') save(userId, state);
  else setMerged(userId, false);
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
 * The degrees a student chose to compare, in the order they were added, at most COMPARE_MAX. The
 * server keeps them per user (they follow the student to another device); this browser keeps a
 * copy per user id, so the list shows at once and still works when the server cannot be reached.
 */
export const compareList = {
  get: read,
  add(userId: number, degreeId: number): CompareAddResult {
    const ids = read(userId);
    if (ids.includes(degreeId)) return 'already';
    if (ids.length >= COMPARE_MAX) return 'full';
    write(userId, [...ids, degreeId]);
    changed(userId, { add: degreeId });
    return 'added';
  },
  remove(userId: number, degreeId: number) {
    const ids = read(userId);
    if (!ids.includes(degreeId)) return;
    write(
      userId,
      ids.filter((id) => id !== degreeId),
    );
    changed(userId, { remove: degreeId });
  },
  /** Reads the server's list once per page load (see syncWithServer); settles when it was read. */
  sync: syncWithServer,
  /** Resolves when the server's list was read and the saves sent so far have an answer (tests). */
  async settled(userId: number) {
    const state = servers.get(userId);
    await state?.loaded;
    await state?.saving;
  },
  subscribe,
  /** Forgets what was read, here and from the server (tests; a reload). */
  reset: () => {
    cache.clear();
    servers.clear();
  },
};

/** The user's compare list, updated when it changes here, in another tab or from the server. */
export function useCompareList(userId: number | null | undefined): readonly number[] {
  const get = useCallback(() => (userId ? read(userId) : EMPTY), [userId]);
  useEffect(() => {
    if (userId) syncWithServer(userId);
  }, [userId]);
  return useSyncExternalStore(subscribe, get, get);
}
