import { useCallback } from 'react';
import { mutate as appMutate, useSWRConfig, type ScopedMutator } from 'swr';

/**
 * Whether a cache key belongs to `path`. SWR keys are API paths, so a feature refreshes what
 * another one shows by naming the API path, never by importing that feature's key:
 * '/campuses' matches '/campuses', '/campuses?page=1…' and '/campuses/3'; a path ending in
 * '?' ('/campuses?') matches only the lists.
 */
function keyIsUnder(key: unknown, path: string): boolean {
  if (typeof key !== 'string') return false;
  if (path.endsWith('?')) return key.startsWith(path);
  return key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`);
}

/** Revalidates every cached answer under one of `paths` (in the app's cache unless told). */
export function revalidatePaths(paths: readonly string[], mutate: ScopedMutator = appMutate): Promise<unknown> {
  return mutate((key) => paths.some((path) => keyIsUnder(key, path)));
}

/** revalidatePaths bound to the cache of the nearest SWRConfig (each test render has its own). */
export function useRevalidatePaths(): (...paths: string[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((...paths: string[]) => revalidatePaths(paths, mutate), [mutate]);
}
