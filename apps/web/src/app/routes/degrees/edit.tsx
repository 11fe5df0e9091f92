import { DegreeEdit } from '@/features/degrees/components/degree-editor.tsx';

export function Component() {
  return <DegreeEdit />;
}
