import { LabourFiguresPage } from '@/features/labour-market/components/labour-figures-page.tsx';

/** /cifras-laborales (admins): import the labour-market figures per field of study and read the current ones. */
export function Component() {
  return <LabourFiguresPage />;
}
