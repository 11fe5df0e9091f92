import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/providers.tsx';
import { AppRouter, firstScreenLoaded } from '@/app/router.tsx';

/**
 * Starts the app in #root once the modules of its first screen are loaded. The render is a
 * transition: React draws it in slices that let the browser answer a tap in between, instead of
 * in one long task.
 */
export function startApp(container: HTMLElement) {
  const root = createRoot(container);
  return firstScreenLoaded().then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      ),
    ),
  );
}
