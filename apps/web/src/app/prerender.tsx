import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { CurrentUser } from '@tlp/shared/users';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Component as LoginScreen } from '@/app/routes/auth/login.tsx';
import { Component as SignedIn } from '@/app/routes/app/signed-in.tsx';
import { Component as Shell } from '@/app/routes/app/shell.tsx';
import { Component as StudentHome } from '@/app/routes/student/home.tsx';
import { paths } from '@/config/paths.ts';
import { session } from '@/lib/session.ts';
import { theme } from '@/theme.ts';

/** Public screens drawn at build time (apps/web/build/prerender.ts): they need no session nor data. */
const SCREENS = { login: { path: paths.login.path, Screen: LoginScreen } } as const;

export type PrerenderedScreen = keyof typeof SCREENS;

/** A student as the signed-in screens need one, to draw them at build time for their styles. */
const SAMPLE_STUDENT: CurrentUser = {
  id: 1,
  first_name: 'Sofía',
  last_name: 'Ramírez',
  email: 'estudiante@example.com',
  phone: null,
  avatar: 'girl-B-2',
  type: 'student',
  role_title: 'Estudiante',
  highschool_id: 1,
  highschool_name: 'Preparatoria',
  highschool_city: 'Ciudad de México',
  semester_id: 1,
  semester_name: 'Quinto semestre',
  onboarded: true,
  privacy_accepted: true,
};

/**
 * Signed-in screens whose styles come in their page (a screen with personal data cannot be drawn
 * ahead of time, but its styles can): the student home, as the signed-in layout, the menu and the
 * home draw it before its data arrive.
 */
const STYLED_SCREENS = {
  home: [
    {
      Component: SignedIn,
      children: [{ Component: Shell, children: [{ path: paths.home.path, Component: StudentHome }] }],
    },
  ],
} satisfies Record<string, RouteObject[]>;

export type StyledScreen = keyof typeof STYLED_SCREENS;

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

/**
 * A signed-in screen drawn at build time for its styles (src/app/routes/app/signed-in.tsx and
 * below, with a sample student): the menu is drawn both as a phone's rail and as a computer's
 * drawer. Only the style tags of the result are used (build/prerender.ts).
 */
export function renderScreenStyles(name: StyledScreen): string {
  session.setUser(SAMPLE_STUDENT);
  try {
    return [true, false]
      .map((narrow) => {
        const ssrMatchMedia = () => ({ matches: narrow });
        const sized = {
          ...theme,
          components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } },
        };
        const router = createMemoryRouter(STYLED_SCREENS[name], { initialEntries: [paths.home.getHref()] });
        return renderToString(
          <ThemeProvider theme={sized}>
            <CssBaseline />
            <RouterProvider router={router} />
          </ThemeProvider>,
        );
      })
      .join('');
  } finally {
    session.clear();
  }
}
