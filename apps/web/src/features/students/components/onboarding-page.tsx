import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { paths } from '@/config/paths.ts';
import { useSessionUser } from '@/lib/session.ts';
import { ONBOARDING_TEXT } from '../messages.ts';
import { OnboardingForm } from './onboarding-form.tsx';

/** The header's buttons, white on the brand's colours. */
const headerButton = {
  color: '#ffffff',
  fontWeight: 700,
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
  '&.Mui-focusVisible': { outline: '3px solid #ffb59a', outlineOffset: 2 },
} as const;

/** 'Mis datos' and 'Salir': the way out of the onboarding before finishing it. */
function OnboardingExits({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await onSignOut();
    } finally {
      setLeaving(false);
    }
  };
  return (
    <>
      <Button component={RouterLink} to={paths.myData.getHref()} startIcon={<ShieldOutlined />} sx={headerButton}>
        {ONBOARDING_TEXT.myData}
      </Button>
      <Button
        startIcon={<LogoutRounded />}
        onClick={leaving ? undefined : () => void signOut()}
        aria-disabled={leaving || undefined}
        sx={headerButton}
      >
        {leaving ? ONBOARDING_TEXT.signingOut : ONBOARDING_TEXT.signOut}
      </Button>
    </>
  );
}

/**
 * /onboarding (students), outside the menu, with 'Mis datos' and 'Salir' in its header: a student
 * is never stuck in it. A student who already onboarded may open it too: it is the one place to
 * start over with areas and cities, so it is not redirected; for them the form starts with their
 * avatar and offers a way back home.
 */
export function OnboardingPage({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const user = useSessionUser();
  return (
    <PublicLayout brandLinksToLogin={false} maxWidth={880} actions={<OnboardingExits onSignOut={onSignOut} />}>
      <title>{ONBOARDING_TEXT.pageTitle}</title>
      <FormCard title={ONBOARDING_TEXT.title} intro={ONBOARDING_TEXT.intro} sx={{ p: { xs: 2, sm: 4 } }}>
        {user ? <OnboardingForm user={user} /> : null}
      </FormCard>
    </PublicLayout>
  );
}
