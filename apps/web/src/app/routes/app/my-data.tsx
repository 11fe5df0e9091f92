import { DataSharingSection } from '@/features/consents/components/data-sharing-section.tsx';
import { DisclosuresSection } from '@/features/disclosures/components/disclosures-section.tsx';
import { MyDataPage } from '@/features/privacy/components/my-data-page.tsx';
import { useSessionUser } from '@/lib/session.ts';

/**
 * /mis-datos (every role): 'Mis datos', with the disclosure ledger ('Con quién compartimos tus
 * datos'); a student's comes inside 'Con quién se comparten tus datos' (consents), under what is
 * shared and who authorized it.
 */
export function Component() {
  const user = useSessionUser();
  return (
    <MyDataPage
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
