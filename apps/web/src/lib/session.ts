import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@tlp/shared/users';

/**
 * The client session (spec §3): the signed-in user, initially empty, and the access token.
 * The token lives in this module's memory only, never in localStorage: on a reload it is
 * gone and the API client gets a new one from the HttpOnly refresh cookie.
 */
let accessToken: string | null = null;
let user: CurrentUser | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const session = {
  getToken: (): string | null => accessToken,
  setToken(token: string | null): void {
    accessToken = token;
  },
  getUser: (): CurrentUser | null => user,
  setUser(next: CurrentUser | null): void {
    if (next === user) return;
    user = next;
    emit();
  },
  /** Signed out: no token, no user. */
  clear(): void {
    accessToken = null;
    if (user !== null) {
      user = null;
      emit();
    }
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
