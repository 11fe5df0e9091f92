import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { AppShell } from '@/components/layouts/app-shell.tsx';
import { paths } from '@/config/paths.ts';
import { logout } from '@/features/auth/api/logout.ts';
import { session, useSessionUser } from '@/lib/session.ts';

/** The menu frame of the signed-in screens; the signed-in layout above it holds the user. */
export function Component() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      // The session is cleared locally whatever the server answered.
    }
    // Leave the signed-in screens first, so nothing tries to reload the user that is going away.
    await navigate(paths.login.getHref(), { replace: true });
    session.clear();
    await mutate(() => true, undefined, { revalidate: false });
  };

  if (!user) return null;
  return <AppShell user={user} onLogout={onLogout} />;
}
