import { AppShell } from '@/components/layouts/app-shell.tsx';
import { useSignOut } from '@/features/auth/api/logout.ts';
import { useSessionUser } from '@/lib/session.ts';

/** The menu frame of the signed-in screens; the signed-in layout above it holds the user. */
export function Component() {
  const user = useSessionUser();
  const onLogout = useSignOut();

  if (!user) return null;
  return <AppShell user={user} onLogout={onLogout} />;
}
