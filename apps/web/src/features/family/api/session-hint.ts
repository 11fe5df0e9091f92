// Whether this browser holds a family session, as far as the page can tell: the cookie is
// HttpOnly, so when one opens the page keeps its end here (not a credential: only the time). Without
// it /familia shows the form at once instead of asking the API and getting a 401.

const KEY = 'tlp:familia:hasta';

/** Remembers until when the session just opened lasts. */
export function rememberFamilySession(expiresAt: string) {
  try {
    localStorage.setItem(KEY, expiresAt);
  } catch {
    // Private mode or full storage: /familia asks the API each time instead.
  }
}

export function forgetFamilySession() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** A session this browser opened and that has not ended yet, by its clock. */
export function mayHaveFamilySession(now = Date.now()): boolean {
  try {
    const until = Date.parse(localStorage.getItem(KEY) ?? '');
    return Number.isFinite(until) && until > now;
  } catch {
    return true;
  }
}
