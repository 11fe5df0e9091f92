import { PERMISSIONS, type UserType } from '@tlp/shared/roles';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { RequireRole } from '@/components/layouts/require-role.tsx';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { RouteError } from '@/components/ui/route-error.tsx';
import { paths } from '@/config/paths.ts';

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Gives every route the Spanish error screen, so the router's English default never shows. */
function withErrorScreens(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ErrorBoundary: RouteError,
    ...route,
    ...(route.children ? { children: withErrorScreens(route.children) } : {}),
  })) as RouteObject[];
}

/** Routes only the given roles may open; any other signed-in user goes to '/'. */
function onlyFor(allowed: readonly UserType[], children: RouteObject[]): RouteObject {
  return { element: <RequireRole allowed={allowed} />, children };
}

/** The screen at a path, its module loaded when it is first opened. */
function screen(path: { path: string }, lazy: NonIndexRouteObject['lazy']): RouteObject {
  return { path: path.path, lazy };
}

/** Every screen is its own lazy chunk: /login loads only what it shows. */
export const routes: RouteObject[] = withErrorScreens([
  {
    Component: RootLayout,
    HydrateFallback: () => <FullPageLoader />,
    children: [
      screen(paths.login, () => import('./routes/auth/login.tsx')),
      screen(paths.signup, () => import('./routes/auth/signup.tsx')),
      screen(paths.passwordResetRequest, () => import('./routes/auth/password-reset-request.tsx')),
      screen(paths.passwordReset, () => import('./routes/auth/password-reset.tsx')),
      screen(paths.orienterSignup, () => import('./routes/auth/orienter-signup.tsx')),
      screen(paths.guardianConsent, () => import('./routes/consents/guardian-consent.tsx')),
      screen(paths.family, () => import('./routes/family/home.tsx')),
      screen(paths.familyLink, () => import('./routes/family/link.tsx')),
      screen(paths.familyChild, () => import('./routes/family/child.tsx')),
      {
        lazy: () => import('./routes/app/signed-in.tsx'),
        children: [
          onlyFor(PERMISSIONS.studentArea, [screen(paths.onboarding, () => import('./routes/student/onboarding.tsx'))]),
          {
            lazy: () => import('./routes/app/shell.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/app/root-redirect.tsx') },
              screen(paths.profile, () => import('./routes/app/profile.tsx')),
              screen(paths.myData, () => import('./routes/app/my-data.tsx')),
              screen(paths.softSkills, () => import('./routes/app/courses.tsx')),
              screen(paths.explore, () => import('./routes/app/explore.tsx')),
              screen(paths.campus, () => import('./routes/campuses/profile.tsx')),
              // A degree's page under its campus is the same page.
              screen(paths.campusDegree, () => import('./routes/degrees/detail.tsx')),
              screen(paths.degree, () => import('./routes/degrees/detail.tsx')),
              onlyFor(PERMISSIONS.studentArea, [
                screen(paths.home, () => import('./routes/student/home.tsx')),
                screen(paths.favorites, () => import('./routes/student/favorites.tsx')),
                screen(paths.compare, () => import('./routes/student/compare.tsx')),
                screen(paths.interestTest, () => import('./routes/student/interest-test.tsx')),
                screen(paths.matches, () => import('./routes/student/matches.tsx')),
              ]),
              onlyFor(PERMISSIONS.ownHighschool, [
                screen(paths.highschool, () => import('./routes/highschools/detail.tsx')),
                screen(paths.highschoolStudent, () => import('./routes/highschools/student.tsx')),
              ]),
              onlyFor(PERMISSIONS.manageHighschools, [
                screen(paths.highschools, () => import('./routes/highschools/list.tsx')),
                // Ranked above /highschools/:highschoolId (a static segment wins), whatever the order.
                screen(paths.schoolsFunnel, () => import('./routes/highschools/funnel.tsx')),
                screen(paths.accessLinkCreate, () => import('./routes/highschools/access-link-create.tsx')),
                screen(paths.groups, () => import('./routes/highschools/groups.tsx')),
                screen(paths.accessLinkEdit, () => import('./routes/highschools/access-link-edit.tsx')),
              ]),
              onlyFor(PERMISSIONS.universityArea, [
                screen(paths.meetingRequests, () => import('./routes/university/requests.tsx')),
                screen(paths.meetingSlots, () => import('./routes/university/slots.tsx')),
              ]),
              onlyFor(PERMISSIONS.manageMail, [screen(paths.mail, () => import('./routes/mail/list.tsx'))]),
              onlyFor(PERMISSIONS.labourFigures, [
                screen(paths.labourFigures, () => import('./routes/catalog/labour-figures.tsx')),
              ]),
              onlyFor(PERMISSIONS.auditTrail, [screen(paths.audit, () => import('./routes/audit/list.tsx'))]),
              onlyFor(PERMISSIONS.manageCatalog, [
                screen(paths.campuses, () => import('./routes/campuses/list.tsx')),
                screen(paths.campusCreate, () => import('./routes/campuses/create.tsx')),
                screen(paths.campusEdit, () => import('./routes/campuses/edit.tsx')),
                screen(paths.campusAccessLinkCreate, () => import('./routes/campuses/access-link-create.tsx')),
                screen(paths.degrees, () => import('./routes/degrees/list.tsx')),
                screen(paths.degreeCreate, () => import('./routes/degrees/create.tsx')),
                screen(paths.degreeEdit, () => import('./routes/degrees/edit.tsx')),
                screen(paths.catalogs, () => import('./routes/catalog/list.tsx')),
              ]),
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);

let router: ReturnType<typeof createBrowserRouter> | undefined;
const appRouter = () => (router ??= createBrowserRouter(routes));

/**
 * Resolves once the modules of the first screen are loaded. Rendering after it, the first commit
 * is that screen itself: the page the server sent stays up until then (a prerendered page is not
 * replaced by the loader first), and no loader flashes by.
 */
export function firstScreenLoaded(): Promise<void> {
  const current = appRouter();
  if (current.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = current.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The `handle`s of the routes of the screen shown (src/lib/screen-data.ts). */
export const shownRouteHandles = (): unknown[] => appRouter().state.matches.map(({ route }) => route.handle);

export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
