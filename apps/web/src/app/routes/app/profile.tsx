import { ProfilePage } from '@/features/profile/components/profile-page.tsx';

/** /profile (every role). */
export function Component() {
  return <ProfilePage />;
}
