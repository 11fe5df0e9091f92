import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { paths } from '@/config/paths.ts';
import { isAbortError, renewSession } from '@/lib/api-client.ts';
import { fetchCurrentUser } from '@/lib/current-user.ts';
import { preloadScreenData } from '@/lib/screen-data.ts';
import { session, useFarewell, useSessionUser, useSignedOut } from '@/lib/session.ts';

const SIGNED_IN_TEXT = { loading: 'Cargando tu sesión…' } as const;

/**
 * What a student who has not onboarded may open: the onboarding, and 'Mis datos' (to see what the
 * platform holds of them, download it or delete the account before going on).
 */
const OPEN_BEFORE_ONBOARDING: readonly string[] = [paths.onboarding.path, paths.myData.path];

/** Only the few users who must accept a new privacy notice download it. */
const PrivacyUpdate = lazy(() => import('@/features/auth/components/privacy-update.tsx'));

/**
 * After a reload no token is in memory: the session is renewed from the refresh cookie, and that
 * same answer names the user (no GET /users/me, and no 401 it would get without a token).
 */
async function loadCurrentUser(signal: AbortSignal) {
  const renewed = session.getToken() ? undefined : await renewSession();
  signal.throwIfAborted();
  return renewed ?? fetchCurrentUser(signal);
}

/**
 * Everything behind a session. With no user in the session it fetches GET /users/me and puts
 * it there. If that fails (or after a logout) the user goes to /login, with the sign-out's notice
 * for the login page to show (session.clear); an aborted request is
 * ignored. A user who has not accepted the privacy notice in force is asked to first; a student who
 * has not onboarded goes to /onboarding from anywhere but 'Mis datos'.
 */
export function Component() {
  const user = useSessionUser();
  const signedOut = useSignedOut();
  const farewell = useFarewell();
  const { pathname } = useLocation();
  const matches = useMatches();
  // Once the user is known, the screen is drawn in a transition: in slices a slow phone can answer
  // a tap between, not in the one long task of a store update (useSyncExternalStore).
  const [drawn, setDrawn] = useState(user !== null);
  useEffect(() => {
    if (user && !drawn) startTransition(() => setDrawn(true));
  }, [user, drawn]);

  useEffect(() => {
    if (user || signedOut) return;
    const controller = new AbortController();
    loadCurrentUser(controller.signal).then(
      (me) => {
        void preloadScreenData(
          matches.map(({ handle }) => handle),
          me,
        );
        session.setUser(me);
      },
      (error: unknown) => {
        if (!isAbortError(error)) session.clear();
      },
    );
    return () => controller.abort();
    // The matches of the screen being opened: not a reason to load the user again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, signedOut]);

  if (signedOut) {
    return <Navigate to={paths.login.getHref()} replace state={farewell ? { notice: farewell } : undefined} />;
  }
  if (!user || !drawn) return <FullPageLoader label={SIGNED_IN_TEXT.loading} />;
  if (user.privacy_accepted === false) {
    return (
      <Suspense fallback={<FullPageLoader label={SIGNED_IN_TEXT.loading} />}>
        <PrivacyUpdate />
      </Suspense>
    );
  }
  if (user.type === 'student' && !user.onboarded && !OPEN_BEFORE_ONBOARDING.includes(pathname)) {
    return <Navigate to={paths.onboarding.getHref()} replace />;
  }
  return <Outlet />;
}
