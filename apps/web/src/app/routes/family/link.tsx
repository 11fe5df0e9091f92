import { useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { FamilyLinkPage } from '@/features/family/components/family-link-page.tsx';
import { FAMILY_TEXT } from '@/features/family/messages.ts';

/** /familia/:token: the link of the guardian's e-mail (public). The token never leaves as a Referer. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <PublicLayout maxWidth={720}>
      <title>{FAMILY_TEXT.pageTitle}</title>
      <meta name="referrer" content="no-referrer" />
      <FamilyLinkPage token={token} />
    </PublicLayout>
  );
}
