import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { RowLink } from '@/components/admin-list/admin-list.tsx';
import { PagedTable, usePaging, type PagedTableColumn } from '@/components/admin-list/paged-table.tsx';
import { spreadRow } from '@/components/ui/layout.ts';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { DownloadButton, useDownload } from '@/components/ui/download-button.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { paths } from '@/config/paths.ts';
import { CityFilter } from '@/features/catalog/components/city-filter.tsx';
import { downloadSchoolsFunnelCsv } from '../api/download-schools-funnel-csv.ts';
import { useSchoolsFunnel, type SchoolsFunnelRow } from '../api/get-schools-funnel.ts';
import { formatCount } from '../format.ts';
import { FUNNEL_STEP_TEXT as STEP, SCHOOLS_FUNNEL_TEXT as TEXT } from '../messages.ts';
import { FunnelStepCount, STUDENT_STEPS, type StudentStep } from './funnel-step-count.tsx';

type Column = 'school' | 'notebooks' | StudentStep;

/** The school, with its city under its name, takes what the seven counts leave. */
const COLUMNS: readonly PagedTableColumn<Column>[] = [
  { key: 'school', header: TEXT.school, width: '20%' },
  { key: 'notebooks', header: STEP.notebooks, align: 'right' },
  ...STUDENT_STEPS.map((step) => ({ key: step, header: STEP[step], align: 'right' as const })),
];

/**
 * From 1200 px, where the rows are a table: the counts keep half the padding between them and the
 * heads are a size smaller, so that eight columns beside the menu break no word of a head.
 */
const roomyCountsSx = (theme: Theme) => ({
  [theme.breakpoints.up('lg')]: {
    '& table th, & table td': { px: 1 },
    '& table :is(th, td):first-of-type': { pl: 2 },
    '& table :is(th, td):last-of-type': { pr: 2 },
    '& table th': { fontSize: '0.8125rem' },
  },
});

function cells(row: SchoolsFunnelRow): Record<Column, ReactNode> {
  const steps = {} as Record<StudentStep, ReactNode>;
  for (const step of STUDENT_STEPS) steps[step] = <FunnelStepCount counts={row} step={step} />;
  return {
    school: (
      <>
        <RowLink to={paths.highschool.getHref(row.highschool_id)}>{row.name}</RowLink>
        <Typography variant="body2" color="text.secondary">
          {row.city}
        </Typography>
      </>
    ),
    notebooks: formatCount(row.notebooks),
    ...steps,
  };
}

/**
 * /highschools/embudo (admins): the season's funnel of every school, by name, a page at a time,
 * each step with its share of the one before (as on a school's page); of one city or all, and the
 * same list as a CSV.
 */
export function SchoolsFunnelPage() {
  const tableLabelId = useId();
  const [cityId, setCityId] = useState('');
  const paging = usePaging();
  const result = useSchoolsFunnel({ cityId, ...paging.query });
  const [failure, setFailure] = useState<Result | null>(null);
  const download = useDownload(
    () => downloadSchoolsFunnelCsv(cityId),
    () => setFailure({ severity: 'error', message: TEXT.downloadFailed }),
  );

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <title>{TEXT.pageTitle}</title>
      <PageHeading
        backHref={paths.highschools.getHref()}
        backLabel={TEXT.back}
        title={TEXT.title}
        intro={TEXT.intro}
        spaced
      />
      {/* The table's name, the page's title (whose heading has no id to point at). */}
      <span id={tableLabelId} hidden>
        {TEXT.title}
      </span>
      <Box sx={{ ...spreadRow, gap: 2, mb: 2 }}>
        <CityFilter
          allLabel={TEXT.allCities}
          value={cityId}
          onChange={(id) => {
            setCityId(id);
            paging.setPageIndex(0);
          }}
          sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        />
        <DownloadButton
          busy={download.downloading}
          label={TEXT.download}
          busyLabel={TEXT.downloading}
          onClick={() => void download.run()}
        />
      </Box>
      <Box sx={roomyCountsSx}>
        <PagedTable
          labelledBy={tableLabelId}
          columns={COLUMNS}
          cells={cells}
          result={result}
          text={{ loading: TEXT.loading, error: TEXT.error, empty: cityId ? TEXT.emptyFiltered : TEXT.empty }}
          paging={paging}
          stackBelow="lg"
        />
      </Box>
      <ResultSnackbar result={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
