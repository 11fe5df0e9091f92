import CloseRounded from '@mui/icons-material/CloseRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { degreeFacts, type Degree, type DegreePreferences } from '@tlp/shared/degrees';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { ComparedDegree } from '../api/get-compared-degree.ts';
import { COMPARE_TEXT as TEXT } from '../messages.ts';

/** A loaded column of the table. */
export interface CompareColumn {
  id: number;
  degree: Degree | undefined;
  preferences: DegreePreferences | undefined;
  missing: boolean;
}

export const columnsOf = (slots: ComparedDegree[]): CompareColumn[] =>
  slots.flatMap((s) =>
    s.id === null ? [] : [{ id: s.id, degree: s.degree, preferences: s.preferences, missing: !!s.error }],
  );

const LABEL_WIDTH = { xs: 112, sm: 200 };
const COLUMN_WIDTH = { xs: 200, sm: 220 };

const cellSx = {
  p: { xs: 1.25, sm: 1.5 },
  borderBottom: '1px solid',
  borderColor: 'divider',
  verticalAlign: 'top',
  textAlign: 'left',
  width: COLUMN_WIDTH,
  minWidth: COLUMN_WIDTH,
  overflowWrap: 'anywhere',
} as const;

/** The first column stays in view while the table scrolls sideways. */
const labelSx = {
  ...cellSx,
  minWidth: LABEL_WIDTH,
  width: LABEL_WIDTH,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  fontWeight: 700,
  boxShadow: 'inset -1px 0 0 rgba(0,0,0,0.12)',
} as const;

function PdfLink({ href, what, name }: { href: string | null; what: string; name: string }) {
  if (!href) return <Typography color="text.secondary">{TEXT.noPdf}</Typography>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={TEXT.openPdf(what, name)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
    >
      <PictureAsPdfRounded fontSize="small" aria-hidden="true" />
      {TEXT.seePdf}
    </Link>
  );
}

interface Row {
  label: string;
  cell: (degree: Degree, column: CompareColumn) => ReactNode;
}

const orNone = (value: string | null) =>
  value ?? (
    <Typography component="span" color="text.secondary">
      {TEXT.notGiven}
    </Typography>
  );

/**
 * The comparison: one column per degree, one row per feature, the features' names in the first
 * column (sticky), so a phone scrolls the degrees sideways under them.
 */
export function CompareTable({
  columns,
  onRemove,
  onAddFavorite,
  adding,
}: {
  columns: CompareColumn[];
  onRemove: (id: number, name: string) => void;
  onAddFavorite: (degree: Degree) => void;
  adding: number | null;
}) {
  /** The degree whose 'Agregar a favoritas' had the focus when pressed. */
  const focusOnFavorite = useRef<number | null>(null);
  const rows: Row[] = [
    {
      label: TEXT.campus,
      cell: (d) => (
        <Link component={RouterLink} to={paths.campus.getHref(d.campus_id)}>
          {d.campus}
        </Link>
      ),
    },
    { label: TEXT.city, cell: (d) => d.city },
    { label: TEXT.area, cell: (d) => d.area },
    { label: TEXT.modality, cell: (d) => orNone(degreeFacts(d).modality) },
    { label: TEXT.duration, cell: (d) => orNone(degreeFacts(d).duration) },
    { label: TEXT.cost, cell: (d) => orNone(degreeFacts(d).cost) },
    { label: TEXT.scholarships, cell: (d) => <PdfLink href={d.pdf_becas} what={TEXT.scholarships} name={d.name} /> },
    { label: TEXT.studyPlan, cell: (d) => <PdfLink href={d.pdf_plan_estudios} what={TEXT.studyPlan} name={d.name} /> },
    {
      label: TEXT.favorite,
      cell: (d, c) =>
        c.preferences?.is_favorite ? (
          <Box
            // The button it replaces had the focus: the focus moves here instead of to the page.
            ref={(el: HTMLElement | null) => {
              if (el && focusOnFavorite.current === d.id && document.activeElement === document.body) el.focus();
            }}
            tabIndex={focusOnFavorite.current === d.id ? -1 : undefined}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              color: '#8f2f0f',
              fontWeight: 700,
              '&:focus-visible': { outline: (theme) => `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            }}
          >
            <FavoriteRounded fontSize="small" aria-hidden="true" />
            {TEXT.isFavorite}
          </Box>
        ) : (
          <Button
            size="small"
            variant="contained"
            color="secondary"
            startIcon={<FavoriteBorderRounded />}
            aria-label={TEXT.addFavoriteLabel(d.name)}
            aria-busy={adding === d.id || undefined}
            onClick={
              adding === null
                ? (event) => {
                    if (event.currentTarget === document.activeElement) focusOnFavorite.current = d.id;
                    onAddFavorite(d);
                  }
                : undefined
            }
          >
            {TEXT.addFavorite}
          </Button>
        ),
    },
    { label: TEXT.meeting, cell: (_, c) => (c.preferences?.is_meeting ? TEXT.hasMeeting : TEXT.noMeeting) },
  ];

  return (
    <Box
      role="region"
      aria-label={TEXT.tableCaption}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="table"
        sx={{ borderCollapse: 'separate', borderSpacing: 0, width: 'max-content', minWidth: '100%' }}
      >
        <Box component="caption" sx={{ textAlign: 'left', p: 1.5, color: 'text.secondary', captionSide: 'top' }}>
          {TEXT.tableCaption}
        </Box>
        <thead>
          <tr>
            <Box component="td" sx={{ ...labelSx, zIndex: 2 }}>
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                {TEXT.feature}
              </Box>
            </Box>
            {columns.map((c) => {
              const name = c.degree?.name ?? TEXT.missingColumn;
              return (
                <Box component="th" scope="col" key={c.id} sx={{ ...cellSx, bgcolor: 'brand.soft' }}>
                  {c.degree ? (
                    <Link
                      component={RouterLink}
                      to={paths.campusDegree.getHref(c.degree.campus_id, c.id)}
                      sx={{ display: 'block', fontSize: '1.0625rem', fontWeight: 800, mb: 1 }}
                    >
                      {name}
                    </Link>
                  ) : (
                    <Typography sx={{ fontWeight: 800, mb: 1 }}>{c.missing ? TEXT.missing : name}</Typography>
                  )}
                  <Button
                    size="small"
                    color="error"
                    startIcon={<CloseRounded />}
                    aria-label={TEXT.removeLabel(name)}
                    onClick={() => onRemove(c.id, name)}
                  >
                    {TEXT.remove}
                  </Button>
                </Box>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <Box component="th" scope="row" sx={labelSx}>
                {row.label}
              </Box>
              {columns.map((c) => (
                <Box component="td" key={c.id} sx={cellSx}>
                  {c.degree ? row.cell(c.degree, c) : '—'}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
