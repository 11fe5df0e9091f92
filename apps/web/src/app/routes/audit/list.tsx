import { AuditPage } from '@/features/audit/components/audit-page.tsx';

/** /auditoria (admin): the audit trail of staff actions. */
export function Component() {
  return <AuditPage />;
}
