/** The look and the words of the director's report (report-pdf.ts): the web app's colours and type, es-MX formats. */
import {
  FORECAST_WEEKS,
  FUNNEL_STEP_WORDS,
  INTERESTS_MIN_STUDENTS,
  INTERESTS_OTHERS_NAME,
  REWARD_FUNDER_WORDS,
  SEASON_WORDS,
} from '@tlp/shared';

// The web app's theme (apps/web/src/theme.ts).
export const COLOR = {
  primary: '#3b2a86',
  primaryLight: '#5a46b8',
  accent: '#c8461b',
  accentLight: '#e5683d',
  accentSoft: '#ffb59a',
  soft: '#e9e4f7',
  background: '#f6f4fb',
  text: '#1d1736',
  muted: '#4a4560',
  grid: '#d9d4e8',
  success: '#1e6b3a',
} as const;

export const FONT = { regular: 'Nunito', bold: 'Nunito-Bold' } as const;

export const PAGE = { width: 612, height: 792, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const REPORT_TEXT = {
  brand: 'Toca la Puerta',
  title: 'Reporte para la dirección',
  documentTitle: (school: string) => `Reporte de ${school}`,
  dated: (day: string) => `Al ${day}`,
  season: (start: string, end: string) => `Ciclo del ${start} al ${end}`,
  ...SEASON_WORDS,
  funnelSteps: { ...FUNNEL_STEP_WORDS, notebooks: 'Libretas entregadas' },
  target: (what: string, n: string) => `Meta de ${what}: ${n}`,
  rate: (registrations: string, meetings: string) =>
    `Ritmo de las últimas ${FORECAST_WEEKS} semanas: ${registrations} registros y ${meetings} reuniones por semana.`,
  interestsNote: `Solo mostramos grupos de ${INTERESTS_MIN_STUDENTS} estudiantes o más; los demás se suman en "${INTERESTS_OTHERS_NAME}".`,
  rewardTitle: 'Recompensa',
  rewardGoal: (done: string, target: string) => `${done} de ${target}`,
  registersDial: 'Registros (meta: 80 % de las libretas)',
  meetingsDial: 'Reuniones (meta: 40 % de las libretas)',
  funder: `${REWARD_FUNDER_WORDS.funder} ${REWARD_FUNDER_WORDS.purpose} ${REWARD_FUNDER_WORDS.admission}`,
  footer: (day: string) => `Toca la Puerta · Reporte generado el ${day}`,
  page: (n: number, of: number) => `Página ${n} de ${of}`,
} as const;

const numbers = new Intl.NumberFormat('es-MX');
export const decimals = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
export const dayMonth = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'long' });
export const dayShort = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'short' });

export const count = (n: number) => numbers.format(n);
export const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
/** part / whole as a whole percentage ('50 %'), or '—' with nothing to divide by. */
export const rate = (part: number, whole: number | null) =>
  whole !== null && whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—';

export type Doc = PDFKit.PDFDocument;

export function sectionTitle(doc: Doc, title: string, intro?: string) {
  doc.moveDown(0.8);
  const y = doc.y;
  doc.rect(PAGE.margin, y + 3, 4, 16).fill(COLOR.accent);
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(COLOR.primary)
    .text(title, PAGE.margin + 12, y, { width: CONTENT_WIDTH });
  if (intro)
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOR.muted)
      .text(intro, PAGE.margin, doc.y + 2);
  doc.moveDown(0.4);
}
