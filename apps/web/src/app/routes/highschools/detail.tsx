import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { HighschoolPage } from '@/features/highschools/components/highschool-page.tsx';
import { useSessionUser } from '@/lib/session.ts';

/** /highschools/{id} (admin, orienter). */
export function Component() {
  const user = useSessionUser();
  const { highschoolId } = useParams();
  // An orienter only has their own school (spec §6).
  if (user?.type === 'orienter' && user.highschool_id !== null && String(user.highschool_id) !== highschoolId) {
    return <Navigate to={paths.highschool.getHref(user.highschool_id)} replace />;
  }
  if (!user || !highschoolId) return null;
  return <HighschoolPage key={highschoolId} highschoolId={highschoolId} user={user} />;
}
