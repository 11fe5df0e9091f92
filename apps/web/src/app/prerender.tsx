import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { CurrentUser } from '@tlp/shared/users';
import type { Area } from '@tlp/shared/catalog';
import type { DegreeListItem } from '@tlp/shared/degrees';
import type { FavoriteDegree } from '@tlp/shared/favorites';
import type { Meeting } from '@tlp/shared/meetings';
import type { DegreeSuggestion } from '@tlp/shared/students';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Component as LoginScreen } from '@/app/routes/auth/login.tsx';
import { Component as SignedIn } from '@/app/routes/app/signed-in.tsx';
import { Component as Shell } from '@/app/routes/app/shell.tsx';
import { Component as StudentHome } from '@/app/routes/student/home.tsx';
import { SignedInFrame } from '@/components/layouts/signed-in-frame.tsx';
import { ExplorePage } from '@/features/explore/components/explore-page.tsx';
import { StudentHomeFrame } from '@/features/students/components/student-home.tsx';
import { paths } from '@/config/paths.ts';
import { areasKey } from '@/features/catalog/api/get-areas.ts';
import { citiesKey } from '@/features/catalog/api/get-cities.ts';
import { EXPLORE_PAGE_SIZES, exploreKey, readExploreQuery } from '@/features/explore/explore-query.ts';
import { favoriteDegreesKey } from '@/features/favorites/api/get-favorite-degrees.ts';
import { meetingsKey } from '@/features/meetings/api/get-meetings.ts';
import { suggestionsKey } from '@/features/students/api/get-degree-suggestions.ts';
import { FIRST_REQUEST } from '@/features/students/components/suggestions-section.tsx';
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

const sampleImage = (kind: string, n: number) => `/api/v1/media/generated/${kind}-profile/sample-${n}.svg`;
const SAMPLE_AREAS: Area[] = [
  { id: 1, name: 'Ciencias de la Salud' },
  { id: 2, name: 'Ingeniería y Tecnología' },
];
/** Four campuses (one more than the home shows first, so 'Ver más campus' is drawn too). */
const SAMPLE_SUGGESTIONS: DegreeSuggestion[] = [1, 2, 3, 4].flatMap((n) =>
  SAMPLE_AREAS.map(({ id }) => ({ id: n, name: `Campus ${n}`, image: sampleImage('campus', n), areaId: id })),
);
const SAMPLE_FAVORITES: FavoriteDegree[] = [1, 2].map((n) => ({
  id: n,
  name: `Carrera ${n}`,
  image: sampleImage('degree', n),
  campus: `Campus ${n}`,
  campusId: n,
  has_meeting: n === 1,
}));
const SAMPLE_MEETINGS: Meeting[] = [
  {
    degreeId: 1,
    degree: 'Carrera 1',
    degreeImg: sampleImage('degree', 1),
    campus: 'Campus 1',
    campusId: 1,
    created_at: '2026-11-24T18:00:00.000Z',
    id: 1,
    state: 'requested',
    slot: null,
    attended: null,
    rating: null,
    rating_comment: null,
  },
];

/**
 * What the home's lists answer for the sample student (src/lib/api-client.ts getPage and
 * swrFetcher shapes, by SWR key): drawn with them, the cards' styles come in the page too.
 */
const SAMPLE_DATA = {
  [suggestionsKey(SAMPLE_STUDENT.id, FIRST_REQUEST)]: { rows: SAMPLE_SUGGESTIONS, total: 4 },
  [favoriteDegreesKey(SAMPLE_STUDENT.id)]: SAMPLE_FAVORITES,
  [meetingsKey(SAMPLE_STUDENT.id)]: SAMPLE_MEETINGS,
  [areasKey]: SAMPLE_AREAS,
};

/** Explore's first page (both sizes) for its sample: two degrees, one with its facts, and two cities. */
const SAMPLE_DEGREES: DegreeListItem[] = [1, 2].map((n) => ({
  id: n,
  name: `Carrera ${n}`,
  image: sampleImage('degree', n),
  campus: `Campus ${n}`,
  campus_id: n,
  area: SAMPLE_AREAS[0]!.name,
  area_id: SAMPLE_AREAS[0]!.id,
  modalidad: n === 1 ? 'presencial' : null,
  duracion: n === 1 ? 9 : null,
  duracion_unidad: n === 1 ? 'semestres' : null,
  costo_periodo: n === 1 ? 18_500 : null,
}));
const FIRST_EXPLORE_QUERY = readExploreQuery(new URLSearchParams());
const SAMPLE_EXPLORE_DATA = {
  ...Object.fromEntries(
    Object.values(EXPLORE_PAGE_SIZES).map((size) => [
      exploreKey(FIRST_EXPLORE_QUERY, size),
      { rows: SAMPLE_DEGREES, total: 40 },
    ]),
  ),
  [areasKey]: SAMPLE_AREAS,
  [citiesKey]: [
    { id: 1, name: 'Ciudad de México' },
    { id: 2, name: 'Guadalajara' },
  ],
};

/** A signed-in screen drawn inside the signed-in layout and the menu. */
const signedInScreen = (path: string, Component: () => ReactNode): RouteObject[] => [
  { Component: SignedIn, children: [{ Component: Shell, children: [{ path, Component }] }] },
];

/**
 * Signed-in screens whose styles come in their page (a screen with personal data cannot be drawn
 * ahead of time, but its styles can), with the address, and the sample answers, to draw them:
 * the student home and Explore, as the signed-in layout, the menu and the screen draw them before
 * and after their data arrive.
 */
const STYLED_SCREENS = {
  home: { path: paths.home.getHref(), routes: signedInScreen(paths.home.path, StudentHome), data: SAMPLE_DATA },
  explore: {
    path: paths.explore.getHref(),
    routes: signedInScreen(paths.explore.path, ExplorePage),
    data: SAMPLE_EXPLORE_DATA,
  },
} satisfies Record<string, { path: string; routes: RouteObject[]; data: Record<string, unknown> }>;

export type StyledScreen = keyof typeof STYLED_SCREENS;

/**
 * Signed-in screens whose frame comes drawn in their page (SignedInFrame): what they show before
 * the code has run and the session is known, the same for everyone. React draws the screen in
 * its place once it has the user.
 */
const FRAMES = {
  home: { path: paths.home.path, Screen: StudentHomeFrame },
  explore: { path: paths.explore.path, Screen: ExplorePage },
} as const;

export type FramedScreen = keyof typeof FRAMES;

/**
 * The HTML of `routes` at `path`, with the app's theme (or `appTheme`) and baseline, and `data` as
 * the lists' answers if given; the styles come inline (Emotion writes them beside the elements when
 * there is no document).
 */
function renderAt(routes: RouteObject[], path: string, appTheme: typeof theme = theme, data?: Record<string, unknown>) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  return renderToString(
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      {data ? <SWRConfig value={{ fallback: data }}>{app}</SWRConfig> : app}
    </ThemeProvider>,
  );
}

/** The HTML of a signed-in screen's frame, with its styles inline (like renderScreen). */
export function renderScreenFrame(name: FramedScreen): string {
  const { path, Screen } = FRAMES[name];
  const framed = () => (
    <SignedInFrame>
      <Screen />
    </SignedInFrame>
  );
  return renderAt([{ path, Component: framed }], path);
}

/**
 * The HTML of a public screen as its first render draws it, with its styles inline. The server
 * sends it inside #root, so the screen shows before the JavaScript arrives; React then draws it
 * again in its place.
 */
export function renderScreen(name: PrerenderedScreen): string {
  const { path, Screen } = SCREENS[name];
  return renderAt([{ path, Component: Screen }], path);
}

/**
 * A signed-in screen drawn at build time for its styles (src/app/routes/app/signed-in.tsx and
 * below, with a sample student and sample lists): the menu is drawn both as a phone's rail and
 * as a computer's drawer, and the lists both loading and loaded. Only the style tags of the
 * result are used (build/prerender.ts).
 */
export function renderScreenStyles(name: StyledScreen): string {
  const screen = STYLED_SCREENS[name];
  session.setUser(SAMPLE_STUDENT);
  try {
    return [true, false]
      .flatMap((narrow) => [
        { narrow, data: {} },
        { narrow, data: screen.data },
      ])
      .map(({ narrow, data }) => {
        const ssrMatchMedia = () => ({ matches: narrow });
        const sized = {
          ...theme,
          components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } },
        };
        return renderAt(screen.routes, screen.path, sized, data);
      })
      .join('');
  } finally {
    // As on a fresh page load (not signed out: the next screen drawn would go to /login).
    session.reset();
  }
}
