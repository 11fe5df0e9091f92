import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { AppProvider } from '@/app/providers.tsx';
import { FlashNotice } from '@/components/ui/flash-notice.tsx';

/** The app's providers with a fresh SWR cache, so tests do not share fetched data. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <AppProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        {ui}
        <FlashNotice />
      </SWRConfig>
    </AppProvider>,
  );
}

export function renderRoutes(routes: RouteObject[], initialEntries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers fetch calls by method and API path ('GET /semesters'); unknown calls fail the test. */
export function mockApi(handlers: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler(init);
  };
}
