import { DegreeCreate } from '@/features/degree-admin/components/degree-editor.tsx';

export function Component() {
  return <DegreeCreate />;
}
