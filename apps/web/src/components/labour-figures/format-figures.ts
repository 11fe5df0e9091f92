import type { LabourFigures } from '@tlp/shared/labour-market';
import { onFirstUse } from '@tlp/shared/first-use';
import { LABOUR_FIGURES_TEXT as TEXT } from './messages.ts';

const MXN = onFirstUse(
  () => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 }),
);
const DECIMAL = onFirstUse(() => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }));

/** '12.5 %'. */
export const percent = (value: number) => `${DECIMAL().format(value)} %`;

/** '$18,500 al mes'. */
export const monthlyPay = (value: number) => TEXT.perMonth(MXN().format(value));

/** A field's figures, each with its label, in the order every screen shows them. */
export const FIGURE_ROWS: readonly { label: string; value: (f: LabourFigures) => string }[] = [
  { label: TEXT.monthlyPay, value: (f) => monthlyPay(f.monthly_pay) },
  { label: TEXT.unemployment, value: (f) => percent(f.unemployment) },
  { label: TEXT.informality, value: (f) => percent(f.informality) },
  { label: TEXT.returnPublic, value: (f) => percent(f.return_public) },
  { label: TEXT.returnPrivate, value: (f) => percent(f.return_private) },
];
