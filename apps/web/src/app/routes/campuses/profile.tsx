import { CampusProfile } from '@/features/campuses/components/campus-profile.tsx';

export function Component() {
  return <CampusProfile />;
}
