import { RequestsPage } from '@/features/university/components/requests-page.tsx';

/** /solicitudes (representative). */
export function Component() {
  return <RequestsPage />;
}
