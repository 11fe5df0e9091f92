import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { paths } from '@/config/paths.ts';
import { getCurrentUser } from '@/features/users/api/get-current-user.ts';
import { isAbortError } from '@/lib/api-client.ts';
import { session, useSessionUser, useSignedOut } from '@/lib/session.ts';

export const SIGNED_IN_TEXT = { loading: 'Cargando tu sesión…' } as const;

/**
 * Everything behind a session. With no user loaded it fetches GET /users/me; on a reload the
 * token is gone, the first call gets a 401 and the client refreshes from the cookie. If that
 * fails (or after a logout) the user goes to /login. A student who has not onboarded goes to
 * /onboarding.
 */
export function Component() {
  const user = useSessionUser();
  const signedOut = useSignedOut();
  const { pathname } = useLocation();

  useEffect(() => {
    if (user || signedOut) return;
    const controller = new AbortController();
    getCurrentUser(controller.signal).then(
      (me) => session.setUser(me),
      (error: unknown) => {
        if (!isAbortError(error)) session.clear();
      },
    );
    return () => controller.abort();
  }, [user, signedOut]);

  if (signedOut) return <Navigate to={paths.login.getHref()} replace />;
  if (!user) return <FullPageLoader label={SIGNED_IN_TEXT.loading} />;
  if (user.type === 'student' && !user.onboarded && pathname !== paths.onboarding.path) {
    return <Navigate to={paths.onboarding.getHref()} replace />;
  }
  return <Outlet />;
}
