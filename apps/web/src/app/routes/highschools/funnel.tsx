import { SchoolsFunnelPage } from '@/features/school-insights/components/schools-funnel-page.tsx';

/** /highschools/embudo (admin): every school's funnel, by city, and its CSV (school-insights). */
export function Component() {
  return <SchoolsFunnelPage />;
}
