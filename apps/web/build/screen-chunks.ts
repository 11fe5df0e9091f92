import path from 'node:path';
import type { Rollup } from 'vite';

/**
 * The app's own code for the screens a phone opens first, in one file per screen instead of the
 * dozens of small chunks Rollup would cut by "which routes use this module". On a slow mobile
 * network each file is one more round trip on one of six connections: /home went from 29 files to
 * 7, and the time to its first card with them (see the README's "Rendimiento").
 *
 * Each screen names its route modules (src/app/router.tsx); a module goes to the first screen that
 * imports it statically, directly or not. A module two later screens share goes to the first one
 * (`app`, which every page loads) so that neither loads the other's file, unless every screen that
 * shares it is drawn inside one of them, or inside one same screen (`within`): then it goes to
 * that one, which their pages load anyway. The rest of the app (the other routes) stays with
 * Rollup's own split, which loads each route only what it renders.
 */
export interface ScreenChunk {
  name: string;
  /** Route modules, relative to the web app's root. */
  modules: string[];
  /** The screen this one is always drawn inside (its page loads that screen's file too). */
  within?: string;
}

type ManualChunkMeta = Rollup.ManualChunkMeta;
type ModuleInfo = Rollup.ModuleInfo;

/** Every module `roots` import statically, directly or through others, with the roots. */
function staticallyReached(roots: string[], moduleInfo: (id: string) => ModuleInfo | null): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** The screen chunk of each module the screens import, computed once per build. */
function assignScreens(screens: ScreenChunk[], root: string, meta: ManualChunkMeta): Map<string, string> {
  const [first, ...later] = screens;
  if (!first) return new Map();
  const reach = (screen: ScreenChunk) =>
    staticallyReached(
      screen.modules.map((module) => path.join(root, module)),
      (id) => meta.getModuleInfo(id),
    );
  const assigned = new Map<string, string>();
  for (const id of reach(first)) assigned.set(id, first.name);
  const reachedBy = later.map((screen) => ({ screen, reached: reach(screen) }));
  // The screen whose file every page of `sharers` loads (one of them, or the one they are all drawn
  // inside), or else the first.
  const holder = (sharers: ScreenChunk[]) =>
    [...sharers, ...later].find((candidate) => sharers.every((s) => s === candidate || s.within === candidate.name))
      ?.name ?? first.name;
  for (const { reached } of reachedBy) {
    for (const id of reached) {
      if (assigned.has(id)) continue;
      assigned.set(id, holder(reachedBy.filter((other) => other.reached.has(id)).map((other) => other.screen)));
    }
  }
  return assigned;
}

/** A `manualChunks` that puts each module of the screens in its screen's chunk. */
export function screenChunks(screens: ScreenChunk[], root: string) {
  let assigned: Map<string, string> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    assigned ??= assignScreens(screens, root, meta);
    return assigned.get(id);
  };
}
