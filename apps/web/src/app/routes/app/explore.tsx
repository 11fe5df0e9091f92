import { ExplorePage } from '@/features/explore/components/explore-page.tsx';

/** /explorar (every role). */
export function Component() {
  return <ExplorePage />;
}
