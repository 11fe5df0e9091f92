import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LabourFigures } from '@tlp/shared/labour-market';
import { FIGURE_ROWS, sourceAndYear } from './format-figures.ts';
import { LABOUR_FIGURES_TEXT as TEXT } from './messages.ts';

/** 'Datos de ejemplo': on every screen that shows figures that are not official. */
function ExampleMark() {
  return (
    <Chip
      size="small"
      label={TEXT.example}
      sx={{ bgcolor: '#fff4d6', color: '#6e3300', fontWeight: 700, border: '1px solid #e8c36a' }}
    />
  );
}

/** 'Fuente: ENOE, 2024', and 'Datos de ejemplo' when they are. */
function FiguresSource({ figures }: { figures: LabourFigures }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {TEXT.sourceOf(figures.source, figures.year)}
      </Typography>
      {figures.is_example ? <ExampleMark /> : null}
    </Box>
  );
}

/**
 * 'ENOE, INEGI, 2024', and 'Datos de ejemplo' under it when they are: the source in a table's cell,
 * whose column or row already says 'Fuente'.
 */
export function SourceCell({ figures }: { figures: LabourFigures }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <span>{sourceAndYear(figures)}</span>
      {figures.is_example ? <ExampleMark /> : null}
    </Box>
  );
}

/** The figures as small tiles, two or more to a line: a short name over its value. */
function FigureTiles({ figures }: { figures: LabourFigures }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
        gap: 1,
      }}
    >
      {FIGURE_ROWS.map((row) => (
        <Box key={row.label} sx={{ bgcolor: '#f6f4fb', borderRadius: 2, px: 1.25, py: 0.75, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
            {row.short}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.0625rem' }}>
            {(row.brief ?? row.value)(figures)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A field's figures on a card: the field's name, the figures as tiles (pay, unemployment,
 * informality, returns), the source and year; or, without figures, the reason they are missing.
 */
export function LabourFiguresList({
  figures,
  missingReason,
  hideField = false,
}: {
  figures: LabourFigures | null;
  missingReason: string | null;
  /** The field's name is already in the heading. */
  hideField?: boolean;
}) {
  if (!figures) {
    return (
      <Typography variant="body2" color="text.secondary">
        {missingReason}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {hideField ? null : (
        <Typography variant="body2">
          {TEXT.field}: <strong>{figures.field.name}</strong>
        </Typography>
      )}
      <FigureTiles figures={figures} />
      <FiguresSource figures={figures} />
    </Box>
  );
}
