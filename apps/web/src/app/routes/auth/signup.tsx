import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { StudentSignupForm } from '@/features/auth/components/student-signup-form.tsx';
import { SIGNUP_TEXT } from '@/features/auth/messages.ts';

/** /signup: a student creates an account. */
export function Component() {
  return (
    <PublicLayout>
      <title>{SIGNUP_TEXT.pageTitle}</title>
      <StudentSignupForm />
    </PublicLayout>
  );
}
