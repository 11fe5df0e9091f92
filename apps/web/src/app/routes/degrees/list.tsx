import { DegreeList } from '@/features/degrees/components/degree-list.tsx';

export function Component() {
  return <DegreeList />;
}
