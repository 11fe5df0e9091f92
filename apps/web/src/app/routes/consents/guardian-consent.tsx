import { useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { GuardianConsentPage } from '@/features/consents/components/guardian-consent-page.tsx';
import { GUARDIAN_PAGE_TEXT } from '@/features/consents/guardian-page-messages.ts';

/** /autorizacion/:token: the link of the guardian's e-mail (public). The token never leaves as a Referer. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <PublicLayout maxWidth={640}>
      <title>{GUARDIAN_PAGE_TEXT.pageTitle}</title>
      <meta name="referrer" content="no-referrer" />
      <GuardianConsentPage token={token} />
    </PublicLayout>
  );
}
