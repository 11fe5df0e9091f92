import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { OnboardingForm } from '@/features/onboarding/components/onboarding-form.tsx';
import { ONBOARDING_TEXT } from '@/features/onboarding/messages.ts';
import { useSessionUser } from '@/lib/session.ts';

/**
 * /onboarding (students). A student who already onboarded may open it too: it is the one
 * place to change the avatar (or start over with areas and cities), so it is not redirected;
 * for them the form starts with their avatar and offers a way back home.
 */
export function Component() {
  const user = useSessionUser();
  return (
    <PublicLayout brandLinksToLogin={false} maxWidth={880}>
      <title>{ONBOARDING_TEXT.pageTitle}</title>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider' }}>
        <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
          {ONBOARDING_TEXT.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {ONBOARDING_TEXT.intro}
        </Typography>
        {user ? <OnboardingForm user={user} /> : null}
      </Paper>
    </PublicLayout>
  );
}
