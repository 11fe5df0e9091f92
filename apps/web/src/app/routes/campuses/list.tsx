import { CampusList } from '@/features/campus-admin/components/campus-list.tsx';

export function Component() {
  return <CampusList />;
}
