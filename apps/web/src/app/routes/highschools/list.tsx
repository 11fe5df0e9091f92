import { ComingSoon } from '@/components/ui/coming-soon.tsx';

export function Component() {
  return <ComingSoon title="Listado de preparatorias" />;
}
