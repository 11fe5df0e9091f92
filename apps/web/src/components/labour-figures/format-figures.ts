import type { LabourFigures } from '@tlp/shared/labour-market';
import { mxNumber, pesos } from '@tlp/shared/mx-numbers';
import { LABOUR_FIGURES_TEXT as TEXT } from './messages.ts';

/** '12.5 %'. */
export const percent = (value: number) => `${mxNumber(value, 1)} %`;

/** '$18,500 al mes'. */
export const monthlyPay = (value: number) => TEXT.perMonth(pesos(value));

/** 'ENOE, INEGI, 2024': where the figures come from, and of which year. */
export const sourceAndYear = (f: LabourFigures) => `${f.source}, ${f.year}`;

export interface FigureRow {
  /** Its name in a table's row. */
  label: string;
  /** Its name on a small tile (a card). */
  short: string;
  value: (f: LabourFigures) => string;
  /** The value on a tile, when the short name already says the unit. */
  brief?: (f: LabourFigures) => string;
}

/** A field's figures, each with its label, in the order every screen shows them. */
export const FIGURE_ROWS: readonly FigureRow[] = [
  {
    label: TEXT.monthlyPay,
    short: TEXT.monthlyPayShort,
    value: (f) => monthlyPay(f.monthly_pay),
    brief: (f) => pesos(f.monthly_pay),
  },
  { label: TEXT.unemployment, short: TEXT.unemployment, value: (f) => percent(f.unemployment) },
  { label: TEXT.informality, short: TEXT.informality, value: (f) => percent(f.informality) },
  { label: TEXT.returnPublic, short: TEXT.returnPublicShort, value: (f) => percent(f.return_public) },
  { label: TEXT.returnPrivate, short: TEXT.returnPrivateShort, value: (f) => percent(f.return_private) },
];
