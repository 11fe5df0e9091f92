import { describe, expect, it } from 'vitest';
import { preloadModules } from './html-head.ts';

const PAGE = `<html>\n  <head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n</html>`;

describe('preloadModules', () => {
  it('preloads each file the page does not load yet, at the default priority', () => {
    const html = preloadModules(PAGE, ['index.js', 'react.js', 'app.js'], '/assets/');
    expect(html.match(/<link[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="modulepreload" crossorigin href="/assets/app.js">',
    ]);
    expect(html.indexOf('app.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it("marks a screen's own files low priority: they run after the app's", () => {
    const withApp = preloadModules(PAGE, ['app.js'], '/assets/');
    const html = preloadModules(withApp, ['app.js', 'explore.js'], '/assets/', 'low');
    expect(html.match(/<link[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/explore.js">',
    ]);
  });
});
