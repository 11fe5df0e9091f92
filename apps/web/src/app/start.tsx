import type { CurrentUser } from '@tlp/shared/users';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/providers.tsx';
import { AppRouter, firstScreenLoaded, shownRouteHandles } from '@/app/router.tsx';
import { renewSession, SESSION_RENEWAL_URL } from '@/lib/api-client.ts';
import { preloadScreenData } from '@/lib/screen-data.ts';
import { session } from '@/lib/session.ts';

/**
 * The user, on a signed-in page that preloads its session renewal (build/route-pages.ts): that
 * small request usually answers before the code has arrived, so the screen is drawn once, with
 * its user, instead of a loader first and the screen after. A renewal the server refuses has
 * signed the session out (the signed-in layout then goes to /login); any other page, or a failure,
 * leaves the user to the signed-in layout (src/app/routes/app/signed-in.tsx).
 */
function preloadedSessionUser(): Promise<CurrentUser | undefined> {
  const preloaded = document.querySelector(`link[rel="preload"][href="${SESSION_RENEWAL_URL}"]`);
  if (!preloaded || session.getToken()) return Promise.resolve(undefined);
  return renewSession().catch(() => undefined);
}

/**
 * How long the first screen waits for its lists once the user is known: on a phone network they
 * usually come within that one more round trip, and the screen is drawn once, complete, instead
 * of with placeholders that are drawn again a moment later. Past it, it is drawn with them.
 */
const SCREEN_DATA_WAIT_MS = 500;

const timeout = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the app in #root once the modules of its first screen are loaded (and, on a page that
 * preloads it, the session renewed and the screen's lists in, or SCREEN_DATA_WAIT_MS gone). The
 * render is a transition: React draws it in slices that let the browser answer a tap in between,
 * instead of in one long task.
 */
export async function startApp(container: HTMLElement) {
  const root = createRoot(container);
  const [, user] = await Promise.all([firstScreenLoaded(), preloadedSessionUser()]);
  if (user) {
    const lists = preloadScreenData(shownRouteHandles(), user);
    session.setUser(user);
    await Promise.race([lists, timeout(SCREEN_DATA_WAIT_MS)]);
  }
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
