const addToHead = (html: string, lines: string[]) =>
  html.replace('  </head>', () => `${lines.map((line) => `    ${line}\n`).join('')}  </head>`);

/**
 * A preload of the web fonts the page declares (the @font-face rules of index.html, in the page so
 * they are known from the start). They are `font-display: optional`: text is never drawn twice
 * (a swap would move it under the reader, and count as a new, later largest paint); a file late
 * for the first paint (a first visit on a slow network) leaves the system font on that page, and
 * the next one has it from the cache.
 */
export function preloadFonts(html: string): string {
  const fonts = new Set([...html.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map(([, url]) => url!));
  return addToHead(
    html,
    [...fonts].map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`),
  );
}

/**
 * A modulepreload of each file the page does not load already. `low`: files the page's first paint
 * does not need and that run last (a screen's own code, evaluated after the app's and the vendors'
 * modules, on a page already drawn by the server): the browser fetches them at low priority, so on a
 * slow network they share the bandwidth after the files evaluated first instead of with them.
 */
export function preloadModules(html: string, files: Iterable<string>, base: string, priority?: 'low'): string {
  const missing = [...files].filter((file) => !html.includes(`"${base}${file}"`));
  const hint = priority ? ` fetchpriority="${priority}"` : '';
  return addToHead(
    html,
    missing.map((file) => `<link rel="modulepreload"${hint} crossorigin href="${base}${file}">`),
  );
}

/**
 * A signed-in screen opened afresh (a reload, a link) first renews its session from the refresh
 * cookie (src/app/routes/app/signed-in.tsx). Preloaded, that request leaves with the page instead
 * of after the app's code has downloaded and run: the app's own fetch of the same URL, with the
 * same credentials mode (src/lib/api-client.ts), takes the preloaded answer.
 */
export function preloadSessionRenewal(html: string, refreshUrl: string): string {
  return addToHead(html, [`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${refreshUrl}">`]);
}
