import { ComingSoon } from '@/components/ui/coming-soon.tsx';

export function Component() {
  return <ComingSoon title="Detalle de la carrera" />;
}
