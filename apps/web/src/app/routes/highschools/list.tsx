import { HighschoolsPage } from '@/features/highschools/components/highschools-page.tsx';
import { DownloadReportButton } from '@/features/meetings/components/download-report-button.tsx';

/** /highschools (admin): the schools (highschools) and the meetings report (meetings). */
export function Component() {
  return <HighschoolsPage actions={<DownloadReportButton />} />;
}
