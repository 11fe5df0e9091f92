import { InterestsBlock } from '@/features/students/components/interests-block.tsx';
import { ProfilePage } from '@/features/users/components/profile-page.tsx';

/**
 * /profile (every role); a student's also shows their interests (students). With whom their data
 * was shared (disclosures) is on 'Mis datos' (/mis-datos), which the profile links to.
 */
export function Component() {
  return <ProfilePage studentBlocks={(user, onSaved) => <InterestsBlock userId={user.id} onSaved={onSaved} />} />;
}
