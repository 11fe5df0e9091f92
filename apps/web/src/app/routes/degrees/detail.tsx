import Box from '@mui/material/Box';
import type { Degree } from '@tlp/shared/degrees';
import { LIMITS } from '@tlp/shared/limits';
import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import type { CurrentUser } from '@tlp/shared/users';
import { CompareToggle } from '@/components/compare/compare-toggle.tsx';
import { useBookingConsent } from '@/features/consents/components/use-booking-consent.tsx';
import { DegreeActions } from '@/features/degrees/components/degree-actions.tsx';
import { DegreeDetail } from '@/features/degrees/components/degree-detail.tsx';
import { addFavoriteDegree } from '@/features/favorites/api/add-favorite-degree.ts';
import { useMeetings } from '@/features/meetings/api/get-meetings.ts';
import { scheduleMeeting } from '@/features/meetings/api/schedule-meeting.ts';
import { useSessionUser } from '@/lib/session.ts';

/**
 * A student's buttons on a degree: favourite (favorites), meeting (meetings), with the booking
 * dialog (consents) before their first meeting request and whenever their data cannot leave now.
 */
function StudentActions({ student, degree }: { student: CurrentUser; degree: Degree }) {
  const { meetings } = useMeetings(student.id);
  const booking = useBookingConsent({ firstMeeting: meetings ? meetings.length === 0 : undefined });
  return (
    <>
      <DegreeActions
        degreeId={degree.id}
        userId={student.id}
        addFavorite={addFavoriteDegree}
        scheduleMeeting={scheduleMeeting}
        confirmMeeting={booking.confirm}
        campusName={degree.campus}
        meetingQuota={meetings ? { used: meetings.length, max: LIMITS.maxMeetings } : undefined}
      />
      {booking.ui}
      <Box sx={{ mt: 1.5 }}>
        <CompareToggle degreeId={degree.id} degreeName={degree.name} />
      </Box>
    </>
  );
}

/**
 * A degree's page, at /degrees/{id} and /campus/{campusId}/carreras/{id}: the degree (degrees),
 * and for students the buttons that add it to their favourites and schedule a meeting about it.
 */
export function Component() {
  const user = useSessionUser();
  const student = user && hasRole(user.type, PERMISSIONS.studentArea) ? user : null;
  return (
    <DegreeDetail actions={student ? (degree) => <StudentActions student={student} degree={degree} /> : undefined} />
  );
}
