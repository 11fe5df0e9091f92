// A search term as every list reads it, without zod (search.ts builds the query schema on it):
// the explore page's search box normalizes what is typed and must not load the schemas.

/** The longest search a list takes, in characters (once normalized). */
export const SEARCH_MAX = 100;

/**
 * A search term as every list reads it, from the search box to SQL: without the white space
 * around it ('  química ' searches 'química'; blank is no search). The web applies it to what is
 * typed and to the address, the lists' query schemas (searchQuery) to what the API receives, and
 * the API's SQL (apps/api/src/db/search.ts) takes the term as they leave it.
 */
export function normalizeSearch(term: string): string {
  return term.trim();
}
