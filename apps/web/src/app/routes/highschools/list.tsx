import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { HighschoolsPage } from '@/features/highschools/components/highschools-page.tsx';
import { DownloadReportButton } from '@/features/meetings/components/download-report-button.tsx';
import { SCHOOLS_FUNNEL_TEXT } from '@/features/school-insights/messages.ts';

/**
 * /highschools (admin): the schools (highschools), the way to every school's funnel
 * (school-insights) and the meetings report (meetings).
 */
export function Component() {
  return (
    <HighschoolsPage
      actions={
        <>
          <Button
            component={RouterLink}
            to={paths.schoolsFunnel.getHref()}
            variant="outlined"
            startIcon={<InsightsRounded aria-hidden="true" />}
          >
            {SCHOOLS_FUNNEL_TEXT.title}
          </Button>
          <DownloadReportButton />
        </>
      }
    />
  );
}
