import fs from 'node:fs/promises';
import path from 'node:path';
import type { Rollup } from 'vite';
import { buildPlugin } from './build-plugin.ts';
import type { FramedScreen, PrerenderedScreen, StyledScreen } from '../src/app/prerender.tsx';
import { preloadFonts, preloadModules, preloadSessionRenewal } from './html-head.ts';
import { prerenderScreens, withScreen, withStyles } from './prerender.ts';

/**
 * Screens a phone opens first, with the route modules of src/app/router.tsx they render. Each gets
 * its own copy of index.html, `dist/pages/<name>.html`, that the server sends for `/<name>`
 * (apps/api/src/plugins/web-app.ts): the browser then fetches those modules together with the
 * entry, instead of after the entry has run and the router has asked for them. A public screen
 * can also come drawn in the page (`prerender`), so it shows before any JavaScript has run.
 */
/**
 * The route modules of /login, of the student's first signed-in screen (/home), and of the
 * catalog search (/explorar, drawn in the same signed-in layout).
 */
export const LOGIN_SCREEN = ['src/app/routes/auth/login.tsx'];
export const SIGNED_IN_LAYOUT = ['src/app/routes/app/signed-in.tsx', 'src/app/routes/app/shell.tsx'];
export const HOME_SCREEN = ['src/app/routes/student/home.tsx'];
export const STUDENT_HOME_SCREEN = [...SIGNED_IN_LAYOUT, ...HOME_SCREEN];
export const EXPLORE_SCREEN = ['src/app/routes/app/explore.tsx'];

const ROUTE_PAGES: {
  name: string;
  modules: string[];
  prerender?: PrerenderedScreen;
  /** A signed-in screen: its styles come in the page (src/app/prerender.tsx). */
  styles?: StyledScreen;
  /** A signed-in screen: its frame (what it shows before the user is known) comes drawn in the page. */
  frame?: FramedScreen;
  signedIn?: boolean;
}[] = [
  { name: 'login', modules: LOGIN_SCREEN, prerender: 'login' },
  { name: 'signup', modules: ['src/app/routes/auth/signup.tsx'] },
  {
    name: 'home',
    modules: STUDENT_HOME_SCREEN,
    styles: 'home',
    frame: 'home',
    signedIn: true,
  },
  {
    name: 'explorar',
    modules: [...SIGNED_IN_LAYOUT, ...EXPLORE_SCREEN],
    styles: 'explore',
    frame: 'explore',
    signedIn: true,
  },
];

/** Where a signed-in screen opened afresh renews its session (SESSION_RENEWAL_URL, src/lib/api-client.ts). */
const REFRESH_URL = '/api/v1/auth/refresh?include=user';

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');

/** The files of a chunk and of everything it imports statically. */
function staticFiles(bundle: Rollup.OutputBundle, fileName: string, files = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || files.has(fileName)) return files;
  files.add(fileName);
  for (const imported of chunk.imports) staticFiles(bundle, imported, files);
  return files;
}

/** The chunk holding a module (Rollup may have merged a small route into another chunk). */
function chunkHolding(bundle: Rollup.OutputBundle, root: string, module: string): Rollup.OutputChunk {
  const id = path.join(root, module);
  const chunk = chunksOf(bundle).find((candidate) => candidate.moduleIds.includes(id));
  if (!chunk) throw new Error(`route-pages: ${module} is in no chunk of the build`);
  return chunk;
}

export const routePages = () =>
  buildPlugin('tlp:route-pages', {
    async writeBundle(config, bundle) {
      const { base, root } = config;
      const outDir = path.resolve(root, config.build.outDir);
      const indexFile = path.join(outDir, 'index.html');
      // What the entry imports after the first paint (src/app/start.tsx): every page preloads it.
      const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
      const start = new Set<string>();
      for (const fileName of entry?.dynamicImports ?? []) staticFiles(bundle, fileName, start);
      const startHtml = preloadModules(await fs.readFile(indexFile, 'utf8'), start, base);
      const indexHtml = preloadFonts(startHtml);
      await fs.writeFile(indexFile, indexHtml);

      const { screens, styles, frames } = await prerenderScreens(
        config,
        ROUTE_PAGES.flatMap((page) => page.prerender ?? []),
        ROUTE_PAGES.flatMap((page) => page.styles ?? []),
        ROUTE_PAGES.flatMap((page) => page.frame ?? []),
      );
      await fs.mkdir(path.join(outDir, 'pages'), { recursive: true });
      for (const { name, modules, prerender, styles: styled, frame: framed, signedIn } of ROUTE_PAGES) {
        const files = new Set<string>();
        for (const module of modules) staticFiles(bundle, chunkHolding(bundle, root, module).fileName, files);
        // A signed-in screen is reached after /login, which preloaded the fonts: they are usually
        // cached, and preloading them again would share a cold phone's bandwidth with the scripts
        // (measured on /explorar, whose frame is mostly text: its largest paint came later with them).
        const pageHtml = signedIn ? preloadSessionRenewal(startHtml, REFRESH_URL) : indexHtml;
        // The screen's own files (those the entry's start does not load): fetched after the app's.
        const html = preloadModules(pageHtml, files, base, 'low');
        const screen = (prerender && screens.get(prerender)) || (framed && frames.get(framed));
        const screenStyles = (styled && styles.get(styled)) || '';
        const page = screen
          ? withScreen(html, screen, screenStyles)
          : screenStyles
            ? withStyles(html, screenStyles)
            : html;
        await fs.writeFile(path.join(outDir, 'pages', `${name}.html`), page);
      }
    },
  });
