import { CampusEdit } from '@/features/campuses/components/campus-editor.tsx';

export function Component() {
  return <CampusEdit />;
}
