import Box from '@mui/material/Box';
import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import { CompareToggle } from '@/components/compare/compare-toggle.tsx';
import { DegreeActions } from '@/features/degrees/components/degree-actions.tsx';
import { DegreeDetail } from '@/features/degrees/components/degree-detail.tsx';
import { addFavoriteDegree } from '@/features/favorites/api/add-favorite-degree.ts';
import { scheduleMeeting } from '@/features/meetings/api/schedule-meeting.ts';
import { useSessionUser } from '@/lib/session.ts';

/**
 * A degree's page, at /degrees/{id} and /campus/{campusId}/carreras/{id}: the degree (degrees),
 * and for students the buttons that add it to their favourites (favorites) and schedule a
 * meeting about it (meetings).
 */
export function Component() {
  const user = useSessionUser();
  const student = user && hasRole(user.type, PERMISSIONS.studentArea) ? user : null;
  return (
    <DegreeDetail
      actions={
        student
          ? (degree) => (
              <>
                <DegreeActions
                  degreeId={degree.id}
                  userId={student.id}
                  addFavorite={addFavoriteDegree}
                  scheduleMeeting={scheduleMeeting}
                  campusName={degree.campus}
                />
                <Box sx={{ mt: 1.5 }}>
                  <CompareToggle degreeId={degree.id} degreeName={degree.name} />
                </Box>
              </>
            )
          : undefined
      }
    />
  );
}
