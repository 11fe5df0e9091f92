import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { DataSharingSection } from '@/features/consents/components/data-sharing-section.tsx';
import { DisclosuresSection } from '@/features/disclosures/components/disclosures-section.tsx';
import { MyDataPage } from '@/features/privacy/components/my-data-page.tsx';
import { useSessionUser } from '@/lib/session.ts';

const MY_DATA_ROUTE_TEXT = { backToOnboarding: 'Volver a completar tu registro' } as const;

/**
 * /mis-datos (every role): 'Mis datos', with the disclosure ledger ('Con quién compartimos tus
 * datos'); a student's comes inside 'Con quién se comparten tus datos' (consents), under what is
 * shared and who authorized it. A student who has not finished the registration gets a way back to it.
 */
export function Component() {
  const user = useSessionUser();
  // A student who has not finished the registration came from it, and goes back to it.
  const back =
    user?.type === 'student' && !user.onboarded ? (
      <Button
        component={RouterLink}
        to={paths.onboarding.getHref()}
        startIcon={<ArrowBackRounded />}
        sx={{ justifySelf: 'start' }}
      >
        {MY_DATA_ROUTE_TEXT.backToOnboarding}
      </Button>
    ) : undefined;
  return (
    <MyDataPage
      back={back}
      sharedSection={
        user?.type === 'student' ? (
          <DataSharingSection ledger={<DisclosuresSection nested />} />
        ) : (
          <DisclosuresSection />
        )
      }
    />
  );
}
