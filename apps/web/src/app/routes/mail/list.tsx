import { MailPage } from '@/features/mail/components/mail-page.tsx';

/** /correos (admin): the outbox of e-mails. */
export function Component() {
  return <MailPage />;
}
