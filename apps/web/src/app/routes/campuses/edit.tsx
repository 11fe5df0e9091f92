import { CampusEdit } from '@/features/campus-admin/components/campus-editor.tsx';

export function Component() {
  return <CampusEdit />;
}
