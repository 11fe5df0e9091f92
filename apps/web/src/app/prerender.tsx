import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Component as LoginScreen } from '@/app/routes/auth/login.tsx';
import { paths } from '@/config/paths.ts';
import { theme } from '@/theme.ts';

/** Public screens drawn at build time (apps/web/build/prerender.ts): they need no session nor data. */
const SCREENS = { login: { path: paths.login.path, Screen: LoginScreen } } as const;

export type PrerenderedScreen = keyof typeof SCREENS;

/**
 * The HTML of a public screen as its first render draws it, with its styles inline (Emotion writes
 * them beside the elements when there is no document). The server sends it inside #root, so the
 * screen shows before the JavaScript arrives; React then draws it again in its place.
 */
export function renderScreen(name: PrerenderedScreen): string {
  const { path, Screen } = SCREENS[name];
  const router = createMemoryRouter([{ path, Component: Screen }], { initialEntries: [path] });
  return renderToString(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}
