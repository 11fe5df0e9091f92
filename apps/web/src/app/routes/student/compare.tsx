import { ComparePage } from '@/features/compare/components/compare-page.tsx';
import { addFavoriteDegree } from '@/features/favorites/api/add-favorite-degree.ts';
import { useSessionUser } from '@/lib/session.ts';

/** /comparar (students): the chosen degrees side by side, with the favourites feature's 'Agregar a favoritas'. */
export function Component() {
  const user = useSessionUser();
  return user ? <ComparePage user={user} addFavorite={addFavoriteDegree} /> : null;
}
