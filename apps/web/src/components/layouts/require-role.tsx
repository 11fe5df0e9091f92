import { hasRole, type UserType } from '@tlp/shared/roles';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSessionUser } from '@/lib/session.ts';

/**
 * Role guard (the roles of each screen are PERMISSIONS in @tlp/shared/roles): a signed-in user
 * whose type is not allowed goes to '/'. It sits under the signed-in layout, which has already
 * loaded the user.
 */
export function RequireRole({ allowed }: { allowed: readonly UserType[] }) {
  const user = useSessionUser();
  if (!hasRole(user?.type, allowed)) return <Navigate to={paths.root.getHref()} replace />;
  return <Outlet />;
}
