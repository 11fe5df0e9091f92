import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pesos, totalCost, yearlyCost, yearsOf, type Worked } from '@tlp/shared/degree-costs';
import { degreeFacts, type Degree, type DegreePreferences } from '@tlp/shared/degrees';
import { mxNumber } from '@tlp/shared/mx-numbers';
import type { ReactNode } from 'react';
import { FIGURE_ROWS } from '@/components/labour-figures/format-figures.ts';
import { SourceCell } from '@/components/labour-figures/labour-figures.tsx';
import type { ComparedDegree } from '../api/get-compared-degree.ts';
import { COMPARE_TEXT as TEXT } from '../messages.ts';

/** A compared degree as both layouts show it: loaded, or gone since it was chosen. */
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

/** One line of the comparison: its label and what it says of a degree. */
export interface CompareRow {
  label: string;
  cell: (degree: Degree, column: CompareColumn) => ReactNode;
}
export interface CompareGroup {
  title: string;
  rows: CompareRow[];
}

/** What both layouts (the table, the cards) draw: the degrees, the rows, and 'Quitar'. */
export interface CompareLayoutProps {
  columns: CompareColumn[];
  groups: CompareGroup[];
  onRemove: (id: number, name: string) => void;
}

const none = (text: string = TEXT.notGiven) => (
  <Typography component="span" color="text.secondary">
    {text}
  </Typography>
);

/** A worked-out figure and, under it, how it was worked out ('2 semestres por año × $10,900'). */
function WorkedValue({
  worked,
  show,
  plain = false,
}: {
  worked: Worked | null;
  show: (value: number) => string;
  plain?: boolean;
}) {
  if (!worked) return none();
  const value = show(worked.value);
  return (
    <Box component="span" sx={{ display: 'grid', gap: 0.25 }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {value}
      </Box>
      {!plain && worked.how !== value ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {worked.how}
        </Typography>
      ) : null}
    </Box>
  );
}

function PdfLink({ href, what, name }: { href: string | null; what: string; name: string }) {
  if (!href) return none(TEXT.noPdf);
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

/** Without figures: why (no field of study yet, or none for its field). */
const noFigures = (d: Degree) => none(d.field_id ? TEXT.noFigures : TEXT.noField);

/**
 * The rows of the comparison, by group, in comparable units: years, money per year and for the
 * whole degree (each saying how it was worked out), the field's labour figures with their source,
 * then the documents. `you` is the student's own row group (favourite, meeting), drawn by the layout.
 */
export function compareGroups(you: CompareRow[]): CompareGroup[] {
  return [
    {
      title: TEXT.groups.place,
      rows: [
        { label: TEXT.city, cell: (d) => d.city },
        { label: TEXT.area, cell: (d) => d.area },
        { label: TEXT.modality, cell: (d) => degreeFacts(d).modality ?? none() },
      ],
    },
    {
      title: TEXT.groups.money,
      rows: [
        {
          label: TEXT.years,
          cell: (d) => (
            <WorkedValue
              worked={yearsOf(d.duracion, d.duracion_unidad)}
              show={(v) => TEXT.yearsValue(mxNumber(v, 1))}
            />
          ),
        },
        {
          label: TEXT.yearlyCost,
          cell: (d) => (
            <WorkedValue
              worked={yearlyCost(d.costo_periodo, d.duracion_unidad)}
              show={pesos}
              // A cost per year needs no sum to explain it.
              plain={d.duracion_unidad === 'anios'}
            />
          ),
        },
        {
          label: TEXT.totalCost,
          cell: (d) => <WorkedValue worked={totalCost(d.costo_periodo, d.duracion, d.duracion_unidad)} show={pesos} />,
        },
      ],
    },
    {
      title: TEXT.groups.jobs,
      rows: [
        { label: TEXT.field, cell: (d) => (d.figures ? d.figures.field.name : noFigures(d)) },
        ...FIGURE_ROWS.map((row): CompareRow => ({
          label: row.label,
          cell: (d) => (d.figures ? <strong>{row.value(d.figures)}</strong> : none()),
        })),
        {
          label: TEXT.source,
          cell: (d) => (d.figures ? <SourceCell figures={d.figures} /> : none()),
        },
      ],
    },
    {
      title: TEXT.groups.documents,
      rows: [
        {
          label: TEXT.scholarships,
          cell: (d) => <PdfLink href={d.pdf_becas} what={TEXT.scholarships} name={d.name} />,
        },
        {
          label: TEXT.studyPlan,
          cell: (d) => <PdfLink href={d.pdf_plan_estudios} what={TEXT.studyPlan} name={d.name} />,
        },
      ],
    },
    { title: TEXT.groups.you, rows: you },
  ];
}
