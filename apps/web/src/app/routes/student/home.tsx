import { StudentHome } from '@/features/student-home/components/student-home.tsx';
import { useSessionUser } from '@/lib/session.ts';

/** /home (students): the signed-in layout has loaded the user before this renders. */
export function Component() {
  const user = useSessionUser();
  return user ? <StudentHome user={user} /> : null;
}
