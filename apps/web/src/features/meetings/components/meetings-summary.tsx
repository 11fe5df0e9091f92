import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ColumnHeads, stackedTableSx } from '@/components/admin-list/admin-list.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { formatCount, formatRate } from '../meeting-rates.ts';
import { MEETINGS_SUMMARY_TEXT as TEXT } from '../messages.ts';

interface Counts {
  requested: number;
  booked: number;
  attended: number;
}

export interface SummaryRow extends Counts {
  id: number;
  name: string;
}

/** Requested → booked → attended, each after the first with its share of the one before. */
function Totals({ totals }: { totals: Counts }) {
  const tiles = [
    { key: 'requested', label: TEXT.requested, value: totals.requested, rate: null },
    {
      key: 'booked',
      label: TEXT.booked,
      value: totals.booked,
      rate: TEXT.bookedRate(formatRate(totals.booked, totals.requested)),
    },
    {
      key: 'attended',
      label: TEXT.attended,
      value: totals.attended,
      rate: TEXT.attendedRate(formatRate(totals.attended, totals.booked)),
    },
  ];
  return (
    <Box
      component="dl"
      aria-label={TEXT.totalsLabel}
      sx={{ m: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      {tiles.map((tile) => (
        <Box
          key={tile.key}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            p: 1.5,
            display: 'grid',
            // Phones: the label and its number on one line, the rate below; wider: one under the other.
            gridTemplateColumns: { xs: '1fr auto', sm: '1fr' },
            alignItems: 'center',
            alignContent: 'start',
            columnGap: 1,
          }}
        >
          <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 700 }}>
            {tile.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 }}>
            {formatCount(tile.value)}
          </Box>
          {tile.rate ? (
            <Box component="dd" sx={{ m: 0, color: 'text.secondary', gridColumn: '1 / -1' }}>
              {tile.rate}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The body of a meetings summary: the totals, then one row per campus or school (a table from
 * 600 px, stacked cards below); the empty note before any request, the error with a retry, or
 * the skeleton while it loads.
 */
export function MeetingsSummary({
  totals,
  rows,
  error,
  onRetry,
  nameHeader,
  tableLabel,
  empty,
}: {
  totals: Counts | undefined;
  rows: readonly SummaryRow[] | undefined;
  error: unknown;
  onRetry: () => void;
  nameHeader: string;
  tableLabel: string;
  empty: string;
}) {
  if (!totals || !rows) {
    if (error) return <BlockError message={TEXT.error} onRetry={onRetry} />;
    return <BlockSkeleton label={TEXT.loading} rows={2} height={96} />;
  }
  if (totals.requested === 0 && rows.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  const columns = [
    { header: nameHeader, width: '40%' },
    { header: TEXT.requested, align: 'right' as const, width: '20%' },
    { header: TEXT.booked, align: 'right' as const, width: '20%' },
    { header: TEXT.attended, align: 'right' as const, width: '20%' },
  ];
  return (
    <>
      <Totals totals={totals} />
      {rows.length ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Table aria-label={tableLabel} sx={stackedTableSx('sm')}>
            <ColumnHeads columns={columns} />
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ fontWeight: 700 }}>{row.name}</TableCell>
                  <TableCell align="right" data-label={TEXT.requested}>
                    {formatCount(row.requested)}
                  </TableCell>
                  <TableCell align="right" data-label={TEXT.booked}>
                    {formatCount(row.booked)}
                  </TableCell>
                  <TableCell align="right" data-label={TEXT.attended}>
                    {formatCount(row.attended)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : null}
    </>
  );
}
