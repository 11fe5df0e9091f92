import { useSignOut } from '@/features/auth/api/logout.ts';
import { OnboardingPage } from '@/features/students/components/onboarding-page.tsx';

/** /onboarding: the students' form, and the way out ('Salir') of the auth feature. */
export function Component() {
  const signOut = useSignOut();
  return <OnboardingPage onSignOut={signOut} />;
}
