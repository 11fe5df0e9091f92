import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AccessLinksSection } from '@/features/access-links/components/access-links-section.tsx';
import { LazyPrivacyNoticeDialog } from '@/features/auth/components/lazy-dialogs.tsx';
import { GuardianSummary } from '@/features/consents/components/guardian-summary.tsx';
import { GroupsOverview } from '@/features/groups/components/groups-overview.tsx';
import { HighschoolPage } from '@/features/highschools/components/highschool-page.tsx';
import { SchoolMeetingsSection } from '@/features/meetings/components/school-meetings-section.tsx';
import { FunnelSection } from '@/features/school-insights/components/funnel-section.tsx';
import { InterestsSection } from '@/features/school-insights/components/interests-section.tsx';
import { NudgesSection } from '@/features/school-insights/components/nudges-section.tsx';
import { StudentsSection } from '@/features/school-insights/components/students-section.tsx';
import { TrendSection } from '@/features/school-insights/components/trend-section.tsx';
import { useDeleteUser } from '@/features/users/components/use-delete-user.tsx';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { useSessionUser } from '@/lib/session.ts';

/**
 * /highschools/{id} (admin, orienter): the school, its goals and its data-sharing authorization
 * (highschools, with the privacy notice of auth under the reward's explanation), the season's
 * trend, funnel, reminders, interests and students (school-insights), its students' meetings with
 * universities (meetings), how many students wait for a guardian (consents), its access links
 * (access-links, admins) and its students by group (groups). Admins may delete an orienter or
 * a student (users); both lists are asked again afterwards.
 */
export function Component() {
  const user = useSessionUser();
  const { highschoolId } = useParams();
  const revalidate = useRevalidatePaths();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const deletion = useDeleteUser(() =>
    revalidate(`/highschools/${highschoolId}/orienters`, `/highschools/${highschoolId}/groups`),
  );
  // An orienter only sees their own school.
  if (user?.type === 'orienter' && user.highschool_id !== null && String(user.highschool_id) !== highschoolId) {
    return <Navigate to={paths.highschool.getHref(user.highschool_id)} replace />;
  }
  if (!user || !highschoolId) return null;
  const isAdmin = user.type === 'admin';
  return (
    <>
      <HighschoolPage
        key={highschoolId}
        highschoolId={highschoolId}
        user={user}
        accessLinks={isAdmin ? <AccessLinksSection owner={{ kind: 'highschool', id: highschoolId }} /> : null}
        guardianSummary={<GuardianSummary highschoolId={highschoolId} />}
        meetings={<SchoolMeetingsSection highschoolId={highschoolId} />}
        trend={<TrendSection highschoolId={highschoolId} />}
        funnel={<FunnelSection highschoolId={highschoolId} />}
        nudges={<NudgesSection highschoolId={highschoolId} />}
        interests={<InterestsSection highschoolId={highschoolId} />}
        students={<StudentsSection highschoolId={highschoolId} />}
        onOpenPrivacyNotice={() => setPrivacyOpen(true)}
        onDeleteOrienter={isAdmin ? deletion.ask : undefined}
        groups={
          <GroupsOverview
            highschoolId={highschoolId}
            manageHref={isAdmin ? paths.groups.getHref(highschoolId) : undefined}
            onDeleteStudent={isAdmin ? deletion.ask : undefined}
          />
        }
      />
      {deletion.ui}
      <LazyPrivacyNoticeDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </>
  );
}
