import { text } from './zod-helpers.ts';
import { normalizeSearch, SEARCH_MAX } from './search-text.ts';

export { normalizeSearch, SEARCH_MAX } from './search-text.ts';

/**
 * The `search` of a list's query ('?search=…'): normalized (normalizeSearch), without control
 * characters and at most SEARCH_MAX characters long.
 */
export const searchQuery = () => text({ normalize: normalizeSearch }).max(SEARCH_MAX).optional();
