import Box from '@mui/material/Box';
import type { LabourFiguresEntry } from '@tlp/shared/labour-market';
import { FIGURE_ROWS } from '@/components/labour-figures/format-figures.ts';
import { SourceCell } from '@/components/labour-figures/labour-figures.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { LABOUR_PAGE_TEXT as TEXT } from '../messages.ts';

const cellSx = {
  p: 1,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
} as const;
const numberSx = { ...cellSx, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The figures in force on a wide screen: one row per field and year, every figure a column. */
export function LabourFiguresTable({ rows }: { rows: readonly LabourFiguresEntry[] }) {
  return (
    <Box
      role="region"
      aria-label={TEXT.tableCaption}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box component="caption" sx={visuallyHidden}>
          {TEXT.tableCaption}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cellSx}>
              {TEXT.fieldColumn}
            </Box>
            <Box component="th" scope="col" sx={numberSx}>
              {TEXT.yearColumn}
            </Box>
            {FIGURE_ROWS.map((f) => (
              <Box
                component="th"
                scope="col"
                key={f.label}
                sx={{ ...numberSx, whiteSpace: 'normal', overflowWrap: 'normal' }}
              >
                {f.short}
              </Box>
            ))}
            <Box component="th" scope="col" sx={cellSx}>
              {TEXT.sourceColumn}
            </Box>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={`${entry.field_id}-${entry.year}`}>
              <Box component="th" scope="row" sx={cellSx}>
                {entry.field.code} · {entry.field.name}
              </Box>
              <Box component="td" sx={numberSx}>
                {entry.year}
              </Box>
              {FIGURE_ROWS.map((f) => (
                <Box component="td" key={f.label} sx={numberSx}>
                  {(f.brief ?? f.value)(entry)}
                </Box>
              ))}
              <Box component="td" sx={cellSx}>
                <SourceCell figures={entry} />
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
