import { Navigate, useParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';
import { paths } from '@/config/paths.ts';
import { useSessionUser } from '@/lib/session.ts';

export function Component() {
  const user = useSessionUser();
  const { highschoolId } = useParams();
  // An orienter only has their own school (spec §6).
  if (user?.type === 'orienter' && user.highschool_id !== null && String(user.highschool_id) !== highschoolId) {
    return <Navigate to={paths.highschool.getHref(user.highschool_id)} replace />;
  }
  return <ComingSoon title={user?.highschool_name && user.type === 'orienter' ? user.highschool_name : 'Preparatoria'} />;
}
