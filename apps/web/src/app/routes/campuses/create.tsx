import { CampusCreate } from '@/features/campus-admin/components/campus-editor.tsx';

export function Component() {
  return <CampusCreate />;
}
