import { DegreeDetail } from '@/features/degrees/components/degree-detail.tsx';

export function Component() {
  return <DegreeDetail />;
}
