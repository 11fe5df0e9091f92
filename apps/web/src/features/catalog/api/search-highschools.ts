/** GET /highschools?search= (public for the signup picker): id, name and city. */
export const highschoolSearchKey = (search: string) =>
  `/highschools?${new URLSearchParams({ search: search.trim() }).toString()}`;
