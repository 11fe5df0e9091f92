import { DegreeList } from '@/features/degree-admin/components/degree-list.tsx';

export function Component() {
  return <DegreeList />;
}
