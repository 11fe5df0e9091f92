import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import { useParams } from 'react-router';
import { AccessLinksSection } from '@/features/access-links/components/access-links-section.tsx';
import { CAMPUS_LINKS_TITLE } from '@/features/access-links/messages.ts';
import { campusRepresentativesKey } from '@/features/campuses/api/get-campus-representatives.ts';
import { CampusProfile } from '@/features/campuses/components/campus-profile.tsx';
import { CampusRepresentatives } from '@/features/campuses/components/campus-representatives.tsx';
import { CampusMeetingsSection } from '@/features/meetings/components/campus-meetings-section.tsx';
import { useDeleteUser } from '@/features/users/components/use-delete-user.tsx';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { useSessionUser } from '@/lib/session.ts';

/**
 * /campus/{id}: the campus (campuses); admins also get its representatives, with the links they
 * sign up with (access-links) and their removal (users), and its meetings by school (meetings).
 */
export function Component() {
  const user = useSessionUser();
  const { campusId } = useParams();
  const revalidate = useRevalidatePaths();
  const deletion = useDeleteUser(() => revalidate(campusRepresentativesKey(campusId ?? '')));
  const isAdmin = hasRole(user?.type, PERMISSIONS.manageCatalog);
  return (
    <CampusProfile
      extra={
        isAdmin && campusId ? (
          <>
            <AccessLinksSection key={campusId} owner={{ kind: 'campus', id: campusId }} title={CAMPUS_LINKS_TITLE}>
              <CampusRepresentatives campusId={campusId} onDelete={deletion.ask} />
            </AccessLinksSection>
            {deletion.ui}
            <CampusMeetingsSection key={`meetings-${campusId}`} campusId={campusId} />
          </>
        ) : undefined
      }
    />
  );
}
