import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import { preloadAreas } from '@/features/catalog/api/get-areas.ts';
import { preloadCities } from '@/features/catalog/api/get-cities.ts';
import { preloadExploreResults } from '@/features/explore/api/get-explore-results.ts';
import { ExplorePage } from '@/features/explore/components/explore-page.tsx';
import { explorePageSizeNow } from '@/features/explore/use-explore-page-size.ts';
import { compareList } from '@/lib/compare-list.ts';
import type { ScreenData } from '@/lib/screen-data.ts';

/**
 * The page of results the address asks for, the two filters' options and, for a student, the
 * compare list its cards mark: asked for as soon as the session names the user.
 */
export const handle: ScreenData = {
  preload: (user) =>
    Promise.all([
      preloadExploreResults(window.location.search, explorePageSizeNow()),
      preloadAreas(),
      preloadCities(),
      hasRole(user.type, PERMISSIONS.studentArea) ? compareList.sync(user.id) : null,
    ]),
};

/** /explorar (every role). */
export function Component() {
  return <ExplorePage />;
}
