import { HomeFavoritesSection } from '@/features/favorites/components/home-favorites-section.tsx';
import { HomeMeetingsSection } from '@/features/meetings/components/home-meetings-section.tsx';
import { StudentHome } from '@/features/students/components/student-home.tsx';
import { useSessionUser } from '@/lib/session.ts';

/**
 * /home (students): the home and its suggestions (students), then the favourites (favorites)
 * and the meetings (meetings). The signed-in layout has loaded the user before this renders.
 */
export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <StudentHome user={user}>
      <HomeFavoritesSection userId={user.id} />
      <HomeMeetingsSection userId={user.id} />
    </StudentHome>
  );
}
