import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import { useParams } from 'react-router';
import { AccessLinksSection } from '@/features/access-links/components/access-links-section.tsx';
import { CAMPUS_LINKS_TITLE } from '@/features/access-links/messages.ts';
import { CampusProfile } from '@/features/campuses/components/campus-profile.tsx';
import { CampusMeetingsSection } from '@/features/meetings/components/campus-meetings-section.tsx';
import { useSessionUser } from '@/lib/session.ts';

/**
 * /campus/{id}: the campus (campuses); admins also get the links its representatives sign up with
 * (access-links) and its meetings by school (meetings).
 */
export function Component() {
  const user = useSessionUser();
  const { campusId } = useParams();
  const isAdmin = hasRole(user?.type, PERMISSIONS.manageCatalog);
  return (
    <CampusProfile
      extra={
        isAdmin && campusId ? (
          <>
            <AccessLinksSection key={campusId} owner={{ kind: 'campus', id: campusId }} title={CAMPUS_LINKS_TITLE} />
            <CampusMeetingsSection key={`meetings-${campusId}`} campusId={campusId} />
          </>
        ) : undefined
      }
    />
  );
}
