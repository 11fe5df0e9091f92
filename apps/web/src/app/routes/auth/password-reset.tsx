import { useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { PasswordResetForm } from '@/features/auth/components/password-reset-form.tsx';
import { PASSWORD_RESET_TEXT } from '@/features/auth/messages.ts';

/** /restablecer/:token: the link of the e-mail. The token never leaves as a Referer. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <PublicLayout maxWidth={520}>
      <title>{PASSWORD_RESET_TEXT.resetPageTitle}</title>
      <meta name="referrer" content="no-referrer" />
      <PasswordResetForm token={token} />
    </PublicLayout>
  );
}
