import { HighschoolsPage } from '@/features/highschools/components/highschools-page.tsx';

/** /highschools (admin). */
export function Component() {
  return <HighschoolsPage />;
}
