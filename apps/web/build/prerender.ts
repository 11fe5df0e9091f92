import { createServer, type ResolvedConfig } from 'vite';
import type { FramedScreen, PrerenderedScreen, StyledScreen } from '../src/app/prerender.tsx';

/**
 * The HTML of public screens, rendered by src/app/prerender.tsx through Vite's SSR loader (so with
 * the app's aliases and TypeScript, and React and MUI from node_modules).
 */
export async function prerenderScreens(
  config: ResolvedConfig,
  names: PrerenderedScreen[],
  styled: StyledScreen[] = [],
  framed: FramedScreen[] = [],
): Promise<{
  screens: Map<PrerenderedScreen, string>;
  styles: Map<StyledScreen, string>;
  frames: Map<FramedScreen, string>;
}> {
  if (names.length === 0 && styled.length === 0 && framed.length === 0) {
    return { screens: new Map(), styles: new Map(), frames: new Map() };
  }
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: 'production',
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderScreen, renderScreenStyles, renderScreenFrame } = (await server.ssrLoadModule(
      '/src/app/prerender.tsx',
    )) as typeof import('../src/app/prerender.tsx');
    return {
      screens: new Map(names.map((name) => [name, renderScreen(name)])),
      styles: new Map(styled.map((name) => [name, renderScreenStyles(name)])),
      frames: new Map(framed.map((name) => [name, renderScreenFrame(name)])),
    };
  } finally {
    await server.close();
  }
}

/**
 * The style tags Emotion wrote beside the elements, gathered in the head as its server rendering
 * API would (`<style data-emotion="css id id …">`): one style sheet to parse instead of one per
 * element, and Emotion in the browser takes them over instead of inserting the same rules again.
 */
function headStyles(screen: string): { styles: string; body: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  const globals = new Set<string>();
  const body = screen.replace(
    /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g,
    (tag, names: string, css: string) => {
      const [key, ...classNames] = names.split(' ');
      if (key!.endsWith('-global')) globals.add(tag);
      else if (!classNames.every((name) => ids.includes(name))) {
        ids.push(...classNames);
        rules.push(css);
      }
      return '';
    },
  );
  const styles = [...globals, `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>`];
  return { styles: styles.map((tag) => `    ${tag}\n`).join(''), body };
}

/**
 * A page with a prerendered screen: its title and styles in the head, and the screen in #root,
 * inert (it cannot be typed into, since React draws the screen anew in its place once its code
 * has run). `moreStyles`: markup drawn only for its styles (a signed-in screen's, with data), which
 * join the head's.
 */
export function withScreen(html: string, screen: string, moreStyles = ''): string {
  const titleTag = /<title>[^<]*<\/title>/;
  const title = titleTag.exec(screen)?.[0];
  const { body } = headStyles(screen.replace(titleTag, ''));
  // The styles of the screen and of `moreStyles` (markup drawn only for its style tags), once.
  const { styles } = headStyles(screen.replace(titleTag, '') + moreStyles);
  return html
    .replace(titleTag, (current) => title ?? current)
    .replace('  </head>', () => `${styles}  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root"><div inert>${body}</div></div>`);
}

/**
 * A page whose screen cannot be drawn ahead of time (it shows personal data) with the styles that
 * screen's first render inserts, in the head: Emotion in the browser takes them over, and the
 * first render after the session arrives has no style rules to compile and insert.
 */
export function withStyles(html: string, screen: string): string {
  const { styles } = headStyles(screen);
  return html.replace('  </head>', () => `${styles}  </head>`);
}
