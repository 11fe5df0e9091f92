import { addFavoriteDegree } from '@/features/favorites/api/add-favorite-degree.ts';
import { MatchesPage } from '@/features/matches/components/matches-page.tsx';
import { useSessionUser } from '@/lib/session.ts';

/** /coincidencias (students): the degrees that match the interest profile, with the favourites feature's 'Agregar a favoritas'. */
export function Component() {
  const user = useSessionUser();
  return user ? <MatchesPage user={user} addFavorite={addFavoriteDegree} /> : null;
}
