import { FORECAST_WEEKS, INTERESTS_MIN_STUDENTS, INTERESTS_OTHERS_NAME } from '@tlp/shared/school-insights';
import { FUNNEL_STEP_WORDS, SEASON_WORDS } from '@tlp/shared/school-insights-words';
import { NUDGE_INTERVAL_DAYS } from '@tlp/shared/school-students';
import { pageTitle } from '@/config/page-title.ts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The funnel's steps, in order: each after the first is a share of the one before. */
export const FUNNEL_STEP_TEXT = FUNNEL_STEP_WORDS;

/** 'Embudo de la temporada'. */
export const FUNNEL_TEXT = {
  title: SEASON_WORDS.funnelTitle,
  intro: SEASON_WORDS.funnelIntro,
  schoolLabel: 'Embudo de la escuela',
  byGroupLabel: 'Embudo por grupo',
  group: 'Grupo',
  sortBy: 'Ordenar grupos por',
  listOrder: 'Nombre (Sin grupo al final)',
  sortLabel: (column: string, direction: 'asc' | 'desc') =>
    `${column}, ${direction === 'asc' ? 'de menor a mayor' : 'de mayor a menor'}`,
  ofPrevious: SEASON_WORDS.ofPrevious,
  loading: 'Cargando el embudo',
  error: 'No pudimos cargar el embudo.',
  empty: 'Aún no hay estudiantes registrados. Comparte la clave de tu escuela para que se registren.',
} as const;

/** 'Tendencia' and its forecast. */
export const TREND_TEXT = {
  title: SEASON_WORDS.trendTitle,
  intro: SEASON_WORDS.trendIntro,
  chartLabel: (start: string, end: string) =>
    `Gráfica de registros y reuniones acumulados por semana, del ${start} al ${end}, con las metas de la recompensa`,
  registrations: SEASON_WORDS.registrations,
  meetings: SEASON_WORDS.meetings,
  registrationsTarget: (n: string) => `Meta de registros: ${n}`,
  meetingsTarget: (n: string) => `Meta de reuniones: ${n}`,
  tableCaption: 'Registros y reuniones por semana',
  week: 'Semana del',
  weekly: (what: string) => `${what} de la semana`,
  cumulative: (what: string) => `${what} acumulados`,
  forecastLabel: SEASON_WORDS.forecastTitle,
  registrationsGoal: SEASON_WORDS.registrationsGoal,
  meetingsGoal: SEASON_WORDS.meetingsGoal,
  reached: SEASON_WORDS.reached,
  reachesOn: SEASON_WORDS.reachesOn,
  notReached: SEASON_WORDS.notReached,
  noTarget: SEASON_WORDS.noTarget,
  method: `Pronóstico con el ritmo de las últimas ${FORECAST_WEEKS} semanas`,
  rate: (registrations: string, meetings: string) =>
    `Ritmo: ${registrations} registros y ${meetings} reuniones por semana.`,
  loading: 'Cargando la tendencia',
  loadingChart: 'Cargando la gráfica',
  error: 'No pudimos cargar la tendencia.',
  empty: SEASON_WORDS.noWeeks,
} as const;

/** 'Intereses'. */
export const INTERESTS_TEXT = {
  title: SEASON_WORDS.interestsTitle,
  intro: SEASON_WORDS.interestsIntro,
  areas: SEASON_WORDS.areas,
  degrees: SEASON_WORDS.degrees,
  cities: SEASON_WORDS.cities,
  students: (n: number, formatted: string) => `${formatted} ${plural(n, 'estudiante', 'estudiantes')}`,
  note: `Solo mostramos grupos de ${INTERESTS_MIN_STUDENTS} estudiantes o más; los demás se suman en "${INTERESTS_OTHERS_NAME}"`,
  noneHere: SEASON_WORDS.noneHere,
  loading: 'Cargando los intereses',
  error: 'No pudimos cargar los intereses.',
  empty: 'Aún no hay suficientes estudiantes con favoritas o preferencias para mostrar sus intereses.',
} as const;

/** A list's CSV download: its button, while it comes, and its failure. */
const CSV_TEXT = {
  download: 'Descargar CSV',
  downloading: 'Descargando…',
  downloadFailed: 'No se pudo descargar el CSV, inténtalo de nuevo',
} as const;

/** 'Estudiantes': the list, its filters and the CSV. */
export const STUDENTS_TEXT = {
  title: 'Estudiantes',
  search: 'Buscar por nombre o correo',
  group: 'Grupo',
  allGroups: 'Todos los grupos',
  noGroup: 'Sin grupo',
  semester: 'Semestre',
  allSemesters: 'Todos los semestres',
  student: 'Estudiante',
  onboarded: 'Registro',
  onboardedYes: 'Terminado',
  onboardedNo: 'Pendiente',
  favorites: 'Favoritas',
  meetings: 'Solicitudes de reunión',
  none: '—',
  loading: 'Cargando estudiantes',
  error: 'No pudimos cargar la lista de estudiantes.',
  empty: 'Aún no hay estudiantes registrados. Comparte la clave de tu escuela para que se registren.',
  emptyFiltered: 'Ningún estudiante coincide con la búsqueda o los filtros. Prueba con otros.',
  ...CSV_TEXT,
} as const;

/** 'Quién necesita un empujón'. */
export const NUDGES_TEXT = {
  title: 'Quién necesita un empujón',
  intro:
    'Estudiantes que no terminaron su registro o que no tienen favoritas una semana después. Envíales un recordatorio por correo.',
  reason: {
    not_onboarded: 'No terminó su registro',
    no_favorite: `Sin favoritas después de ${NUDGE_INTERVAL_DAYS} días`,
  },
  since: (date: string) => `Desde el ${date}`,
  lastNudged: (date: string) => `Último recordatorio: ${date}`,
  selectAll: 'Seleccionar a todos',
  selectLabel: (name: string) => `Seleccionar a ${name}`,
  listLabel: 'Estudiantes que necesitan un recordatorio',
  selected: (n: number) => plural(n, '1 seleccionado', `${n} seleccionados`),
  send: 'Enviar recordatorio',
  confirmTitle: '¿Enviar recordatorio?',
  confirmBody: (n: number) =>
    `Enviaremos un correo a ${plural(n, '1 estudiante', `${n} estudiantes`)} para recordarle${plural(n, '', 's')} su siguiente paso. Cada estudiante recibe como máximo un recordatorio por semana.`,
  confirm: 'Enviar',
  sending: 'Enviando…',
  failed: 'No se pudieron enviar los recordatorios, inténtalo de nuevo',
  loading: 'Cargando a quién enviar un recordatorio',
  error: 'No pudimos cargar la lista de recordatorios.',
  empty: 'Todos tus estudiantes van al día: nadie necesita un recordatorio por ahora.',
} as const;

/** What POST /highschools/{id}/nudges did: «Enviamos 3 recordatorios; 1 ya había recibido uno esta semana». */
export function nudgeResultText(sent: number, recent: number, notNeeded: number): string {
  const parts = [
    sent === 0
      ? 'No enviamos recordatorios'
      : plural(sent, 'Enviamos 1 recordatorio', `Enviamos ${sent} recordatorios`),
  ];
  if (recent > 0)
    parts.push(plural(recent, '1 ya había recibido uno esta semana', `${recent} ya habían recibido uno esta semana`));
  if (notNeeded > 0) parts.push(plural(notNeeded, '1 ya no lo necesitaba', `${notNeeded} ya no lo necesitaban`));
  return parts.join('; ');
}

/** A meeting request's state, as the counselor reads it. */
export const STUDENT_MEETING_STATE_TEXT = {
  held: 'En espera de autorización',
  requested: 'Solicitada, sin horario',
  booked: 'Horario agendado',
  attended: 'Asistió',
  missed: 'No asistió',
} as const;

/** /highschools/{id}/estudiantes/{userId}. */
export const STUDENT_PAGE_TEXT = {
  pageTitle: (name: string) => pageTitle(name),
  back: 'Volver a la escuela',
  loading: 'Cargando al estudiante',
  notFoundTitle: 'No encontramos a este estudiante',
  notFoundBody: 'Quizá ya no pertenece a tu escuela o su cuenta se eliminó.',
  email: 'Correo',
  semester: 'Semestre',
  group: 'Grupo',
  registered: 'Se registró',
  onboarded: 'Registro',
  favoritesTitle: 'Favoritas',
  favoritesEmpty: 'Aún no tiene carreras favoritas.',
  favoriteAdded: (date: string) => `Agregada el ${date}`,
  meetingsTitle: 'Solicitudes de reunión',
  meetingsEmpty: 'Aún no ha pedido reuniones con universidades.',
  requestedOn: (date: string) => `Solicitada el ${date}`,
  slot: (when: string) => `Horario: ${when}`,
  state: 'Estado',
} as const;

/** The director's report (PDF), from the funnel's heading. */
export const REPORT_TEXT = {
  download: 'Descargar reporte (PDF)',
  downloading: 'Preparando el reporte…',
  failed: 'No se pudo descargar el reporte, inténtalo de nuevo',
} as const;

/** /highschools/embudo (admins): every school's funnel, by city, and its CSV. */
export const SCHOOLS_FUNNEL_TEXT = {
  title: 'Embudo por preparatoria',
  pageTitle: pageTitle('Embudo por preparatoria'),
  intro: SEASON_WORDS.funnelIntro,
  back: 'Volver a preparatorias',
  school: 'Preparatoria',
  allCities: 'Todas las ciudades',
  loading: 'Cargando el embudo de las preparatorias',
  error: 'No pudimos cargar el embudo de las preparatorias.',
  empty: 'Aún no hay preparatorias registradas.',
  emptyFiltered: 'No hay preparatorias en esta ciudad. Elige otra o «Todas las ciudades».',
  ...CSV_TEXT,
} as const;
