import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { FamilyHome } from '@/features/family/components/family-home.tsx';
import { FAMILY_TEXT } from '@/features/family/messages.ts';

/** /familia: a guardian's children, or the form that mails them a sign-in link (public). */
export function Component() {
  return (
    <PublicLayout maxWidth={720}>
      <title>{FAMILY_TEXT.pageTitle}</title>
      <FamilyHome />
    </PublicLayout>
  );
}
