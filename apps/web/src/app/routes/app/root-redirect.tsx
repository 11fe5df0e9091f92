import { homePathFor } from '@tlp/shared/roles';
import { Navigate } from 'react-router';
import { useSessionUser } from '@/lib/session.ts';

/** '/' sends each role to its home (homePathFor); an unknown role throws 'Invalid user role'. */
export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return <Navigate to={homePathFor(user)} replace />;
}
