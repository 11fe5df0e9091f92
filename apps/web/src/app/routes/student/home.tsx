import { preloadFavoriteDegrees } from '@/features/favorites/api/get-favorite-degrees.ts';
import { HomeFavoritesSection } from '@/features/favorites/components/home-favorites-section.tsx';
import { preloadInterestProfile } from '@/features/interest-test/api/get-interest-profile.ts';
import { HomeInterestCard } from '@/features/interest-test/components/home-interest-card.tsx';
import { preloadMeetings } from '@/features/meetings/api/get-meetings.ts';
import { HomeMeetingsSection } from '@/features/meetings/components/home-meetings-section.tsx';
import { StudentHome } from '@/features/students/components/student-home.tsx';
import { preloadSuggestions } from '@/features/students/components/suggestions-section.tsx';
import type { ScreenData } from '@/lib/screen-data.ts';
import { useSessionUser } from '@/lib/session.ts';

/** The home's three lists and the interest profile, asked for as soon as the session names the student. */
export const handle: ScreenData = {
  preload: ({ id }) =>
    Promise.all([preloadSuggestions(id), preloadFavoriteDegrees(id), preloadMeetings(id), preloadInterestProfile()]),
};

/**
 * /home (students): the home and its suggestions (students), then the interest test's card
 * (interest-test), the favourites (favorites) and the meetings (meetings). The signed-in layout has loaded the user before this renders.
 */
export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <StudentHome user={user}>
      <HomeInterestCard />
      <HomeFavoritesSection userId={user.id} />
      <HomeMeetingsSection userId={user.id} />
    </StudentHome>
  );
}
