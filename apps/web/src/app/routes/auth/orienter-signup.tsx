import { useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { useAccessLinkValidation } from '@/features/access-links/api/validate-access-link.ts';
import { OrienterSignupForm } from '@/features/auth/components/orienter-signup-form.tsx';
import { ORIENTER_SIGNUP_TEXT, UNIVERSITY_SIGNUP_TEXT } from '@/features/auth/messages.ts';

/**
 * /signup/{accessUuid}: the access link is checked (access-links), then the orienter (a school's
 * link) or the campus's representative (a campus's) signs up (auth).
 */
export function Component() {
  const { accessUuid = '' } = useParams();
  const check = useAccessLinkValidation(accessUuid);
  return (
    <PublicLayout>
      <title>{check.link?.kind === 'campus' ? UNIVERSITY_SIGNUP_TEXT.pageTitle : ORIENTER_SIGNUP_TEXT.pageTitle}</title>
      <OrienterSignupForm accessUuid={accessUuid} check={check} />
    </PublicLayout>
  );
}
