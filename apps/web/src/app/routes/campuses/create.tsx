import { CampusCreate } from '@/features/campuses/components/campus-editor.tsx';

export function Component() {
  return <CampusCreate />;
}
