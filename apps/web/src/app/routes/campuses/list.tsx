import { CampusList } from '@/features/campuses/components/campus-list.tsx';

export function Component() {
  return <CampusList />;
}
