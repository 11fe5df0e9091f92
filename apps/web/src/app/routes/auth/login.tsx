import { LoginPage } from '@/features/auth/components/login-page.tsx';

/** /login. */
export function Component() {
  return <LoginPage />;
}
