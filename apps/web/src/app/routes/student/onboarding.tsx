import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { ComingSoon } from '@/components/ui/coming-soon.tsx';

export function Component() {
  return (
    <PublicLayout brandLinksToLogin={false}>
      <ComingSoon title="Completa tu registro" />
    </PublicLayout>
  );
}
