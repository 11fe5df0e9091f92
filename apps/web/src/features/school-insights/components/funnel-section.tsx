import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { stackedTableSx } from '@/components/admin-list/admin-list.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { useFunnel } from '../api/get-funnel.ts';
import { formatCount, formatRate } from '../format.ts';
import { FUNNEL_STEP_TEXT as STEP, FUNNEL_TEXT as TEXT } from '../messages.ts';
import type { FunnelCounts, FunnelGroup } from '../types.ts';
import { FunnelStepCount, STUDENT_STEPS as GROUP_STEPS, type StudentStep as Step } from './funnel-step-count.tsx';
import { InsightSection } from './insight-section.tsx';
import { ReportDownload } from './report-download.tsx';

type SortKey = 'name' | Step;
interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const byName = new Intl.Collator('es');

function sortGroups(groups: readonly FunnelGroup[], sort: Sort | null): readonly FunnelGroup[] {
  if (!sort) return groups;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...groups].sort((a, b) =>
    sort.key === 'name'
      ? sign * byName.compare(a.name, b.name)
      : sign * (a[sort.key] - b[sort.key]) || byName.compare(a.name, b.name),
  );
}

/** The school's steps as tiles: each count, and after the first its share of the one before. */
function SchoolSteps({ counts }: { counts: FunnelCounts }) {
  const steps = counts.notebooks === null ? GROUP_STEPS : (['notebooks', ...GROUP_STEPS] as const);
  return (
    <Box
      component="dl"
      aria-label={TEXT.schoolLabel}
      sx={{
        m: 0,
        mb: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {steps.map((step, i) => {
        const value = counts[step] ?? 0;
        const before = i === 0 ? null : (counts[steps[i - 1]!] ?? null);
        return (
          <Box
            key={step}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 1.5,
              minWidth: 0,
              overflowWrap: 'anywhere',
            }}
          >
            <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 700 }}>
              {STEP[step]}
            </Box>
            <Box component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}>
              {formatCount(value)}
            </Box>
            {i > 0 ? (
              <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                {TEXT.ofPrevious(formatRate(value, before))}
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}

const COLUMNS: { key: SortKey; header: string }[] = [
  { key: 'name', header: TEXT.group },
  ...GROUP_STEPS.map((step) => ({ key: step, header: STEP[step] })),
];

/** One row per group (a sortable table from 1200 px, cards below, with their own sort picker). */
function GroupsTable({ groups }: { groups: readonly FunnelGroup[] }) {
  const [sort, setSort] = useState<Sort | null>(null);
  const rows = sortGroups(groups, sort);
  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'name' ? 'asc' : 'desc' },
    );
  return (
    <>
      <TextField
        select
        size="small"
        label={TEXT.sortBy}
        value={sort ? `${sort.key}:${sort.direction}` : ''}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':') as [SortKey, Sort['direction']];
          setSort(key ? { key, direction } : null);
        }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ display: { xs: 'flex', lg: 'none' }, mb: 1.5 }}
        fullWidth
      >
        <MenuItem value="">{TEXT.listOrder}</MenuItem>
        {COLUMNS.flatMap((column) =>
          (['desc', 'asc'] as const).map((direction) => (
            <MenuItem key={`${column.key}:${direction}`} value={`${column.key}:${direction}`}>
              {TEXT.sortLabel(column.header, direction)}
            </MenuItem>
          )),
        )}
      </TextField>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Table
          aria-label={TEXT.byGroupLabel}
          // Seven columns need the room of a wide screen (the menu takes its side); below it the
          // cards sort with the picker above, and the head's buttons are out of reach.
          sx={[
            stackedTableSx('lg'),
            (theme) => ({ [theme.breakpoints.down('lg')]: { '& thead': { display: 'none' } } }),
          ]}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map((column, i) => {
                const active = sort?.key === column.key;
                return (
                  <TableCell
                    key={column.key}
                    align={i === 0 ? 'left' : 'right'}
                    sortDirection={active ? sort.direction : false}
                    sx={{ fontWeight: 700, width: i === 0 ? '22%' : undefined, verticalAlign: 'bottom' }}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : column.key === 'name' ? 'asc' : 'desc'}
                      onClick={() => sortBy(column.key)}
                    >
                      {column.header}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((group) => (
              <TableRow key={group.id ?? 'none'}>
                <TableCell sx={{ fontWeight: 700 }}>{group.name}</TableCell>
                {GROUP_STEPS.map((step) => (
                  <TableCell key={step} align="right" data-label={STEP[step]}>
                    <FunnelStepCount counts={group} step={step} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}

/** 'Embudo de la temporada' (the school's orienter, admins): the steps of the school and of each group. */
export function FunnelSection({ highschoolId }: { highschoolId: number | string }) {
  const { funnel, error, retry } = useFunnel(highschoolId);
  return (
    <InsightSection
      title={TEXT.title}
      intro={funnel && funnel.school.registered > 0 ? TEXT.intro : undefined}
      action={<ReportDownload highschoolId={highschoolId} />}
    >
      {!funnel ? (
        error ? (
          <BlockError message={TEXT.error} onRetry={retry} />
        ) : (
          <BlockSkeleton label={TEXT.loading} rows={2} height={96} />
        )
      ) : funnel.school.registered === 0 ? (
        <EmptyNote>{TEXT.empty}</EmptyNote>
      ) : (
        <>
          <SchoolSteps counts={funnel.school} />
          {funnel.groups.length ? <GroupsTable groups={funnel.groups} /> : null}
        </>
      )}
    </InsightSection>
  );
}
