import { DegreeEdit } from '@/features/degree-admin/components/degree-editor.tsx';

export function Component() {
  return <DegreeEdit />;
}
