const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container: HTMLElement = root;

/*
 * The page the server sent (a prerendered screen, or an empty one) is painted before the app's
 * code is evaluated, which takes a slow phone a while: the code is fetched meanwhile (the pages
 * preload it, build/route-pages.ts), and runs after the first frame. A hidden tab gets no frames:
 * the timeout starts it there.
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('@/app/start.tsx').then(({ startApp }) => startApp(container));
}
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 250);
