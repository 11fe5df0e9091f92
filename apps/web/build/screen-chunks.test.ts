import path from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { screenChunks, type ScreenChunk } from './screen-chunks.ts';

const ROOT = '/app/web';
const id = (module: string) => path.join(ROOT, module);

/** A module graph as Rollup reports it: each module with what it imports statically. */
const GRAPH: Record<string, string[]> = {
  'start.tsx': ['router.tsx'],
  'router.tsx': [],
  'login.tsx': ['card.tsx', 'brand.tsx'],
  'home.tsx': ['card.tsx', 'list.tsx', 'compare.tsx'],
  'layout.tsx': ['menu.tsx'],
  'favorites.tsx': ['list.tsx', 'stars.tsx'],
  'matches.tsx': ['stars.tsx'],
  'menu.tsx': [],
  'stars.tsx': [],
  'explore.tsx': ['list.tsx', 'compare.tsx', 'filters.tsx', 'pages.tsx'],
  'guardian.tsx': ['pages.tsx'],
  'card.tsx': [],
  'brand.tsx': [],
  'list.tsx': [],
  'compare.tsx': [],
  'filters.tsx': [],
  'pages.tsx': [],
};

const meta = {
  getModuleInfo: (moduleId: string) => {
    const imports = GRAPH[path.relative(ROOT, moduleId)];
    return imports ? ({ importedIds: imports.map(id) } as unknown as Rollup.ModuleInfo) : null;
  },
} as unknown as Rollup.ManualChunkMeta;

const SCREENS: ScreenChunk[] = [
  { name: 'app', modules: ['start.tsx'] },
  { name: 'login', modules: ['login.tsx'] },
  { name: 'signed-in', modules: ['home.tsx'] },
  { name: 'explore', modules: ['explore.tsx'], within: 'signed-in' },
  { name: 'guardian', modules: ['guardian.tsx'] },
];

describe('screenChunks', () => {
  const chunkOf = (screens: ScreenChunk[]) => {
    const manualChunks = screenChunks(screens, ROOT);
    return (module: string) => manualChunks(id(module), meta);
  };

  it("puts each module in the first screen that imports it, and what one screen alone uses in that screen's file", () => {
    const chunk = chunkOf(SCREENS);
    expect(chunk('start.tsx')).toBe('app');
    expect(chunk('router.tsx')).toBe('app');
    expect(chunk('login.tsx')).toBe('login');
    expect(chunk('brand.tsx')).toBe('login');
    expect(chunk('home.tsx')).toBe('signed-in');
    expect(chunk('explore.tsx')).toBe('explore');
    expect(chunk('filters.tsx')).toBe('explore');
  });

  it('puts what two unrelated screens share in the first file, which every page loads', () => {
    const chunk = chunkOf(SCREENS);
    expect(chunk('card.tsx')).toBe('app'); // /login and /home
    expect(chunk('pages.tsx')).toBe('app'); // /explorar and the guardian's page
  });

  it('puts what a screen shares only with the screen it is drawn inside in that one', () => {
    const chunk = chunkOf(SCREENS);
    expect(chunk('list.tsx')).toBe('signed-in');
    expect(chunk('compare.tsx')).toBe('signed-in');
    // Without `within`, the signed-in screens' shared code would land in the file /login loads.
    const unrelated = chunkOf(SCREENS.map(({ within: _within, ...screen }) => screen));
    expect(unrelated('list.tsx')).toBe('app');
  });

  it('puts what two screens drawn inside the same one share in that one', () => {
    const chunk = chunkOf([
      { name: 'app', modules: ['start.tsx'] },
      { name: 'signed-in', modules: ['layout.tsx'] },
      { name: 'favorites', modules: ['favorites.tsx'], within: 'signed-in' },
      { name: 'matches', modules: ['matches.tsx'], within: 'signed-in' },
    ]);
    expect(chunk('menu.tsx')).toBe('signed-in');
    expect(chunk('stars.tsx')).toBe('signed-in');
    expect(chunk('list.tsx')).toBe('favorites');
  });

  it('leaves modules no screen imports to Rollup', () => {
    expect(chunkOf(SCREENS)('elsewhere.tsx')).toBeUndefined();
  });
});
