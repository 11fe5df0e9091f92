import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { useSessionUser } from '@/lib/session.ts';
import { ONBOARDING_TEXT } from '../messages.ts';
import { OnboardingForm } from './onboarding-form.tsx';

/**
 * /onboarding (students), outside the menu. A student who already onboarded may open it too: it
 * is the one place to change the avatar (or start over with areas and cities), so it is not
 * redirected; for them the form starts with their avatar and offers a way back home.
 */
export function OnboardingPage() {
  const user = useSessionUser();
  return (
    <PublicLayout brandLinksToLogin={false} maxWidth={880}>
      <title>{ONBOARDING_TEXT.pageTitle}</title>
      <FormCard title={ONBOARDING_TEXT.title} intro={ONBOARDING_TEXT.intro} sx={{ p: { xs: 2, sm: 4 } }}>
        {user ? <OnboardingForm user={user} /> : null}
      </FormCard>
    </PublicLayout>
  );
}
