import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { CardGrid, CardGridSkeleton, EmptyState } from '@/components/card-grid/card-grid.tsx';
import { LabourFiguresList } from '@/components/labour-figures/labour-figures.tsx';
import { SectionBody } from '@/components/ui/section-states.tsx';
import { useLabourFigures } from '../api/get-labour-figures.ts';
import { LABOUR_PAGE_TEXT as TEXT } from '../messages.ts';
import { LabourFiguresTable } from './labour-figures-table.tsx';
import { LabourImportForm } from './labour-import-form.tsx';

/** The figures now in force, with their source: a table on a wide screen, a card per field on a phone. */
function CurrentFigures() {
  const headingId = useId();
  const { figures, error, retry } = useLabourFigures();
  const wide = useMediaQuery('(min-width:900px)', { noSsr: true });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 2 }}>
        {TEXT.listTitle}
      </Typography>
      <SectionBody
        data={figures}
        error={error}
        errorMessage={TEXT.loadError}
        onRetry={retry}
        loading={<CardGridSkeleton label={TEXT.loading} />}
        empty={<EmptyState icon={<QueryStatsRounded />}>{TEXT.empty}</EmptyState>}
      >
        {(rows) =>
          wide ? (
            <LabourFiguresTable rows={rows} />
          ) : (
            <CardGrid label={TEXT.listTitle}>
              {rows.map((entry) => (
                <Card key={`${entry.field_id}-${entry.year}`} variant="outlined" sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'grid', gap: 1 }}>
                    <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                      {entry.field.code} · {entry.field.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {TEXT.yearOf(entry.year)}
                    </Typography>
                    <LabourFiguresList figures={entry} missingReason={null} hideField />
                  </CardContent>
                </Card>
              ))}
            </CardGrid>
          )
        }
      </SectionBody>
    </Box>
  );
}

/** /cifras-laborales (admins): import the labour-market figures from a CSV, and the figures in force. */
export function LabourFiguresPage() {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, display: 'grid', gap: 4 }}>
      <title>{TEXT.pageTitle}</title>
      <Box>
        <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
          {TEXT.title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {TEXT.intro}
        </Typography>
      </Box>
      <LabourImportForm />
      <CurrentFigures />
    </Box>
  );
}
