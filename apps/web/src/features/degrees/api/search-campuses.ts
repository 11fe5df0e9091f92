import { normalizeSearch } from '@tlp/shared/search';
const SUGGESTIONS = 20;

/** GET /campuses?search= (admins): the campus picker of the degree form. */
export const campusSearchKey = (search: string) =>
  `/campuses?${new URLSearchParams({ search: normalizeSearch(search), pageSize: String(SUGGESTIONS) }).toString()}`;
