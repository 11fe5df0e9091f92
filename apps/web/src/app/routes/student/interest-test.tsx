import { InterestTestPage } from '@/features/interest-test/components/interest-test-page.tsx';
import { useSessionUser } from '@/lib/session.ts';

/** /test-de-intereses (students): the interest test and the profile it gives. */
export function Component() {
  const user = useSessionUser();
  return user ? <InterestTestPage user={user} /> : null;
}
