import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { StudentPage } from '@/features/school-insights/components/student-page.tsx';
import { useSessionUser } from '@/lib/session.ts';

/** /highschools/{id}/estudiantes/{userId} (admin, the school's orienter): one student's favourites and meetings. */
export function Component() {
  const user = useSessionUser();
  const { highschoolId, userId } = useParams();
  // An orienter only sees their own school's students.
  if (user?.type === 'orienter' && user.highschool_id !== null && String(user.highschool_id) !== highschoolId) {
    return <Navigate to={paths.highschool.getHref(user.highschool_id)} replace />;
  }
  if (!highschoolId || !userId) return null;
  return <StudentPage key={`${highschoolId}/${userId}`} highschoolId={highschoolId} userId={userId} />;
}
