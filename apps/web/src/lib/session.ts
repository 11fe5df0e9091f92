import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@tlp/shared/users';

/**
 * The client session, and the one owner of the signed-in user: every screen reads the user
 * from here (useSessionUser, or useCurrentUser in lib/current-user.ts, which fills it from
 * GET /users/me), and login, logout and profile updates change it here; SWR never caches
 * /users/me. The user starts empty. The access token lives in this module's memory only,
 * never in localStorage: on a reload it is gone and the API client gets a new one from the
 * HttpOnly refresh cookie.
 *
 * `signedOut` tells "nobody is signed in" (after logout or a failed refresh) from "not known
 * yet" (a fresh page load, where the cookie may still hold a session).
 */
let accessToken: string | null = null;
let user: CurrentUser | null = null;
let signedOut = false;
/** What /login says to whoever is sent there by the sign-out ('Tu cuenta y tus datos… se eliminaron'). */
let farewell: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const session = {
  getToken: (): string | null => accessToken,
  setToken(token: string | null): void {
    accessToken = token;
    if (token && signedOut) {
      signedOut = false;
      farewell = null;
      emit();
    }
  },
  getUser: (): CurrentUser | null => user,
  setUser(next: CurrentUser | null): void {
    if (next === user) return;
    user = next;
    emit();
  },
  /** The API refused the user until they accept the privacy notice in force (it changed). */
  privacyNoticeNotAccepted(): void {
    if (user && user.privacy_accepted !== false) session.setUser({ ...user, privacy_accepted: false });
  },
  isSignedOut: (): boolean => signedOut,
  getFarewell: (): string | null => farewell,
  /**
   * Signed out: no token, no user. The signed-in layout then sends the user to /login, with the
   * `notice` when there is one for them to read there.
   */
  clear(notice?: string): void {
    accessToken = null;
    if (user === null && signedOut && (notice ?? null) === farewell) return;
    user = null;
    signedOut = true;
    farewell = notice ?? null;
    emit();
  },
  /** Back to the state of a fresh page load, where nothing is known yet (tests). */
  reset(): void {
    accessToken = null;
    user = null;
    signedOut = false;
    farewell = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current user, re-rendering when it is set or cleared. */
export function useSessionUser(): CurrentUser | null {
  return useSyncExternalStore(session.subscribe, session.getUser, session.getUser);
}

/** True once the session is known to be over (logout, or a refresh the server refused). */
export function useSignedOut(): boolean {
  return useSyncExternalStore(session.subscribe, session.isSignedOut, session.isSignedOut);
}

/** What /login should say after the sign-out, if anything (session.clear's notice). */
export function useFarewell(): string | null {
  return useSyncExternalStore(session.subscribe, session.getFarewell, session.getFarewell);
}
