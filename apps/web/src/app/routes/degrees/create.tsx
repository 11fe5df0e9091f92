import { DegreeCreate } from '@/features/degrees/components/degree-editor.tsx';

export function Component() {
  return <DegreeCreate />;
}
