import type { CurrentUser } from '@tlp/shared/users';
import { useEffect, useState } from 'react';
import { api, isAbortError } from './api-client.ts';
import { session, useSessionUser } from './session.ts';

/** GET /users/me: the signed-in user, `onboarded` included. PATCH /users/me goes to the same path. */
export const CURRENT_USER_PATH = '/users/me';

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get<CurrentUser>(CURRENT_USER_PATH, signal ? { signal } : undefined);
}

/**
 * The signed-in user as the session holds it (lib/session.ts is its one owner). A screen shown
 * before anyone loaded it (on its own, in a test) fetches it once and stores it in the session;
 * `error` and `retry` cover that fetch.
 */
export function useCurrentUser(): { user: CurrentUser | null; error: unknown; retry: () => void } {
  const user = useSessionUser();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (user) return;
    const controller = new AbortController();
    fetchCurrentUser(controller.signal).then(
      (me) => {
        if (!controller.signal.aborted) session.setUser(me);
      },
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setFailure({ error });
      },
    );
    return () => controller.abort();
  }, [user, attempt]);

  return {
    user,
    error: user ? undefined : failure?.error,
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * The clock the signed-in user reads times on (their school's or their campus's city's zone);
 * undefined while unknown (a time is then shown in the zone it was given in).
 */
export function useViewerTimeZone(): string | undefined {
  return useSessionUser()?.time_zone;
}
