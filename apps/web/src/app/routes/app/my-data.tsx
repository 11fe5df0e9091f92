import { DisclosuresSection } from '@/features/disclosures/components/disclosures-section.tsx';
import { MyDataPage } from '@/features/privacy/components/my-data-page.tsx';

/** /mis-datos (every role): 'Mis datos', with the disclosure ledger ('Con quién compartimos tus datos'). */
export function Component() {
  return <MyDataPage sharedSection={<DisclosuresSection />} />;
}
