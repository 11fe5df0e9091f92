/** The look and the words of the director's report (report-pdf.ts): the web app's colours and type, es-MX formats. */
import { FORECAST_WEEKS, INTERESTS_MIN_STUDENTS, INTERESTS_OTHERS_NAME } from '@tlp/shared';

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
  funnelTitle: 'Embudo de la temporada',
  funnelIntro: 'Cuántos estudiantes llegan a cada paso; el porcentaje es del paso anterior.',
  funnelSteps: {
    notebooks: 'Libretas entregadas',
    registered: 'Se registraron',
    onboarded: 'Terminaron su registro',
    with_favorite: 'Con favorita',
    with_meeting: 'Pidieron reunión',
    booked: 'Agendaron horario',
    attended: 'Asistieron',
  },
  ofPrevious: (rate: string) => `${rate} del paso anterior`,
  trendTitle: 'Tendencia',
  trendIntro: 'Registros y solicitudes de reunión acumulados cada semana del ciclo, con las metas de la recompensa.',
  registrations: 'Registros',
  meetings: 'Reuniones',
  target: (what: string, n: string) => `Meta de ${what}: ${n}`,
  noWeeks: 'El ciclo apenas empieza: aún no hay semanas que mostrar.',
  forecastTitle: 'Pronóstico',
  registrationsGoal: 'Meta de registros',
  meetingsGoal: 'Meta de reuniones',
  reached: (goal: string) => `Ya alcanzaste la meta de ${goal}`,
  reachesOn: (goal: string, day: string) => `A este ritmo alcanzarás la meta de ${goal} el ${day}`,
  notReached: 'A este ritmo no la alcanzarás antes del fin del ciclo',
  noTarget: 'Aún no hay libretas entregadas para calcular esta meta',
  rate: (registrations: string, meetings: string) =>
    `Ritmo de las últimas ${FORECAST_WEEKS} semanas: ${registrations} registros y ${meetings} reuniones por semana.`,
  interestsTitle: 'Intereses',
  interestsIntro:
    'Lo que eligen tus estudiantes: las áreas y carreras de sus favoritas y las ciudades donde quieren estudiar.',
  areas: 'Áreas',
  degrees: 'Carreras',
  cities: 'Ciudades',
  interestsNote: `Solo mostramos grupos de ${INTERESTS_MIN_STUDENTS} estudiantes o más; los demás se suman en "${INTERESTS_OTHERS_NAME}".`,
  noneHere: 'Aún no hay suficientes estudiantes para mostrar esta lista.',
  rewardTitle: 'Recompensa',
  rewardGoal: (done: string, target: string) => `${done} de ${target}`,
  registersDial: 'Registros (meta: 80 % de las libretas)',
  meetingsDial: 'Reuniones (meta: 40 % de las libretas)',
  funder:
    'La recompensa la da Toca la Puerta, la plataforma; ninguna universidad la paga ni participa en ella. Reconoce la labor de orientación de tu escuela (que tus estudiantes se registren y pidan reuniones) y nunca depende de que algún estudiante sea admitido en una universidad.',
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
