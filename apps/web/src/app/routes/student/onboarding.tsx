import { OnboardingPage } from '@/features/students/components/onboarding-page.tsx';

export function Component() {
  return <OnboardingPage />;
}
