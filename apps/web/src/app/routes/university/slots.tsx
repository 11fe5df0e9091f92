import { SlotsPage } from '@/features/university/components/slots-page.tsx';

/** /horarios (representative). */
export function Component() {
  return <SlotsPage />;
}
