import { FavoritesPage } from '@/features/favorites/components/favorites-page.tsx';
import { useSessionUser } from '@/lib/session.ts';

/** /favoritas (students). */
export function Component() {
  const user = useSessionUser();
  return user ? <FavoritesPage user={user} /> : null;
}
