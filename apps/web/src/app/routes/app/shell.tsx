import { useSWRConfig } from 'swr';
import { AppShell } from '@/components/layouts/app-shell.tsx';
import { logout } from '@/features/auth/api/logout.ts';
import { session, useSessionUser } from '@/lib/session.ts';

/** The menu frame of the signed-in screens; the signed-in layout above it holds the user. */
export function Component() {
  const user = useSessionUser();
  const { mutate } = useSWRConfig();

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      // The session ends on this device whatever the server answered.
    }
    // Signed out: the signed-in layout sends the user to /login.
    session.clear();
    await mutate(() => true, undefined, { revalidate: false });
  };

  if (!user) return null;
  return <AppShell user={user} onLogout={onLogout} />;
}
