import { useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { useAccessLinkValidation } from '@/features/access-links/api/validate-access-link.ts';
import { CounselorSignupForm } from '@/features/auth/components/counselor-signup-form.tsx';
import { COUNSELOR_SIGNUP_TEXT } from '@/features/auth/messages.ts';

/** /signup/{accessUuid}: the access link is checked (access-links), then the counselor signs up (auth). */
export function Component() {
  const { accessUuid = '' } = useParams();
  const check = useAccessLinkValidation(accessUuid);
  return (
    <PublicLayout>
      <title>{COUNSELOR_SIGNUP_TEXT.pageTitle}</title>
      <CounselorSignupForm accessUuid={accessUuid} check={check} />
    </PublicLayout>
  );
}
