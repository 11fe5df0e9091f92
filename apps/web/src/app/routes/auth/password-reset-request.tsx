import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-request-form.tsx';
import { PASSWORD_RESET_TEXT } from '@/features/auth/messages.ts';

/** /recuperar: ask for a link to choose a new password. */
export function Component() {
  return (
    <PublicLayout maxWidth={520}>
      <title>{PASSWORD_RESET_TEXT.requestPageTitle}</title>
      <PasswordResetRequestForm />
    </PublicLayout>
  );
}
