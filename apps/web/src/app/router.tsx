import { PERMISSIONS, type UserType } from '@tlp/shared/roles';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration, type RouteObject } from 'react-router';
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

/** Every screen is its own lazy chunk: /login loads only what it shows. */
export const routes: RouteObject[] = withErrorScreens([
  {
    Component: RootLayout,
    HydrateFallback: () => <FullPageLoader />,
    children: [
      { path: paths.login.path, lazy: () => import('./routes/auth/login.tsx') },
      { path: paths.signup.path, lazy: () => import('./routes/auth/signup.tsx') },
      { path: paths.passwordResetRequest.path, lazy: () => import('./routes/auth/password-reset-request.tsx') },
      { path: paths.passwordReset.path, lazy: () => import('./routes/auth/password-reset.tsx') },
      { path: paths.orienterSignup.path, lazy: () => import('./routes/auth/orienter-signup.tsx') },
      {
        lazy: () => import('./routes/app/signed-in.tsx'),
        children: [
          onlyFor(PERMISSIONS.studentArea, [
            { path: paths.onboarding.path, lazy: () => import('./routes/student/onboarding.tsx') },
          ]),
          {
            lazy: () => import('./routes/app/shell.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/app/root-redirect.tsx') },
              { path: paths.profile.path, lazy: () => import('./routes/app/profile.tsx') },
              { path: paths.myData.path, lazy: () => import('./routes/app/my-data.tsx') },
              { path: paths.softSkills.path, lazy: () => import('./routes/app/courses.tsx') },
              { path: paths.explore.path, lazy: () => import('./routes/app/explore.tsx') },
              { path: paths.campus.path, lazy: () => import('./routes/campuses/profile.tsx') },
              // A degree's page under its campus is the same page.
              { path: paths.campusDegree.path, lazy: () => import('./routes/degrees/detail.tsx') },
              { path: paths.degree.path, lazy: () => import('./routes/degrees/detail.tsx') },
              onlyFor(PERMISSIONS.studentArea, [
                { path: paths.home.path, lazy: () => import('./routes/student/home.tsx') },
                { path: paths.favorites.path, lazy: () => import('./routes/student/favorites.tsx') },
                { path: paths.compare.path, lazy: () => import('./routes/student/compare.tsx') },
              ]),
              onlyFor(PERMISSIONS.ownHighschool, [
                { path: paths.highschool.path, lazy: () => import('./routes/highschools/detail.tsx') },
              ]),
              onlyFor(PERMISSIONS.manageHighschools, [
                { path: paths.highschools.path, lazy: () => import('./routes/highschools/list.tsx') },
                {
                  path: paths.accessLinkCreate.path,
                  lazy: () => import('./routes/highschools/access-link-create.tsx'),
                },
                { path: paths.groups.path, lazy: () => import('./routes/highschools/groups.tsx') },
                { path: paths.accessLinkEdit.path, lazy: () => import('./routes/highschools/access-link-edit.tsx') },
              ]),
              onlyFor(PERMISSIONS.manageMail, [
                { path: paths.mail.path, lazy: () => import('./routes/mail/list.tsx') },
              ]),
              onlyFor(PERMISSIONS.auditTrail, [
                { path: paths.audit.path, lazy: () => import('./routes/audit/list.tsx') },
              ]),
              onlyFor(PERMISSIONS.manageCatalog, [
                { path: paths.campuses.path, lazy: () => import('./routes/campuses/list.tsx') },
                { path: paths.campusCreate.path, lazy: () => import('./routes/campuses/create.tsx') },
                { path: paths.campusEdit.path, lazy: () => import('./routes/campuses/edit.tsx') },
                { path: paths.degrees.path, lazy: () => import('./routes/degrees/list.tsx') },
                { path: paths.degreeCreate.path, lazy: () => import('./routes/degrees/create.tsx') },
                { path: paths.degreeEdit.path, lazy: () => import('./routes/degrees/edit.tsx') },
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
