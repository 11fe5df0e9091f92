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
 * Starts the app in #root once the modules of its first screen are loaded (and, on a page that
 * preloads it, the session renewed). The render is a transition: React draws it in slices that
 * let the browser answer a tap in between, instead of in one long task.
 */
export function startApp(container: HTMLElement) {
  const root = createRoot(container);
  return Promise.all([firstScreenLoaded(), preloadedSessionUser()]).then(([, user]) => {
    if (user) {
      preloadScreenData(shownRouteHandles(), user);
      session.setUser(user);
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
  });
}
