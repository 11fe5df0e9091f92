import { normalizeSearch } from '@tlp/shared/search';
/** GET /highschools?search= (public for the signup picker): id, name and city. */
export const highschoolSearchKey = (search: string) =>
  `/highschools?${new URLSearchParams({ search: normalizeSearch(search) }).toString()}`;
