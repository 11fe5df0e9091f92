import { REWARD_FUNDER_WORDS } from '@tlp/shared/school-insights-words';
import { VALIDATION } from '@tlp/shared/messages';
import { pageTitle } from '@/config/page-title.ts';

/** What the high-school screens say. */
export const HS_TEXT = {
  listTitle: 'Preparatorias',
  listPageTitle: pageTitle('Preparatorias'),
  statsLabel: 'Estadísticas de todas las preparatorias',
  notebooks: 'Libretas',
  registers: 'Registros',
  favorites: 'Favoritas',
  favoritesHint: '1 por estudiante',
  meetings: 'Reuniones',
  searchLabel: 'Preparatorias',
  searchPlaceholder: 'Buscar por nombre',
  searchSubmit: 'Buscar',
  colName: 'Nombre',
  colCity: 'Ciudad',
  tableLabel: 'Listado de preparatorias',
  results: (n: number, term: string) =>
    term
      ? `Mostrando ${n} ${n === 1 ? 'resultado' : 'resultados'} para "${term}"`
      : `${n} ${n === 1 ? 'preparatoria' : 'preparatorias'}`,
  noResults: (term: string) => `No encontramos preparatorias para "${term}". Prueba con otro nombre.`,
  noSchools: 'Aún no hay preparatorias registradas.',
  loadingList: 'Cargando preparatorias',
  loadError: 'No pudimos cargar esta información.',
  pagination: 'Paginación de preparatorias',
  // Adding and editing a school (admins)
  newSchool: 'Nueva preparatoria',
  newSchoolTitle: 'Nueva preparatoria',
  editSchool: 'Editar',
  editSchoolLabel: (name: string) => `Editar nombre y ciudad de ${name}`,
  editSchoolTitle: 'Editar preparatoria',
  nameField: 'Nombre',
  create: 'Crear',
  creating: 'Creando…',
  createError: 'No pudimos crear la preparatoria. Inténtalo de nuevo.',
  updateError: 'No pudimos guardar los cambios. Inténtalo de nuevo.',
  schoolCreated: 'Preparatoria creada',
  schoolUpdated: 'Se guardaron el nombre y la ciudad',
  // School page
  schoolPageTitle: pageTitle,
  loadingSchool: 'Cargando la preparatoria',
  schoolNotFoundTitle: 'Preparatoria no encontrada',
  schoolNotFoundBody: 'La preparatoria que buscas no existe o fue eliminada.',
  statRegisters: (n: number, shown: string) =>
    n === 1 ? '1 estudiante registrado' : `${shown} estudiantes registrados`,
  statFavorites: (n: number, shown: string) => (n === 1 ? '1 carrera favorita' : `${shown} carreras favoritas`),
  statMeetings: (n: number, shown: string) => (n === 1 ? '1 reunión agendada' : `${shown} reuniones agendadas`),
  statsChipsLabel: 'Estadísticas de la preparatoria',
  notebooksChip: (n: string) => `Libretas entregadas: ${n}`,
  notebooksChipLabel: (n: string) => `Libretas entregadas: ${n}. Actualizar número de libretas`,
  notebooksDialogTitle: 'Actualizar número de libretas',
  notebooksField: 'Libretas entregadas',
  notebooksUpdated: 'Se actualizó el número de libretas',
  required: VALIDATION.required,
  notANumber: VALIDATION.notANumber,
  goalTitle: 'Progreso de objetivos',
  orientersTitle: 'Orientadores',
  // Orienters
  orientersEmpty:
    'Aún no hay orientadores registrados en esta preparatoria. Comparte un enlace de acceso para que se registren.',
  orientersLoading: 'Cargando orientadores',
  orientersLabel: 'Orientadores de la preparatoria',
  colPhone: 'Teléfono',
  colCreated: 'Registro',
  // Orienter key
  keyTitle: 'Tu clave de orientador',
  keyIntro: 'Compártela con tus estudiantes para que se registren en tu preparatoria.',
  keyCopy: 'Copiar clave',
  keyCopied: 'Se copió la clave al portapapeles',
  keyRenew: 'Renovar clave',
  keyRenewTitle: '¿Renovar tu clave?',
  keyRenewBody:
    'La clave actual dejará de funcionar y tendrás que compartir la nueva con los estudiantes que aún no se registran.',
  keyRenewed: 'Se generó una nueva clave',
  keyRenewFailed: 'No se pudo renovar la clave, inténtalo más tarde',
  keyMissing: 'No tienes una clave activa. Genera una nueva para compartirla con tus estudiantes.',
  keyCreate: 'Generar clave',
  keyLoading: 'Cargando tu clave',
  keySince: (date: string) => `Generada el ${date}`,
} as const;

/** What the goal-progress block says besides REWARD_MESSAGES of @tlp/shared. */
export const REWARD_TEXT = {
  barLabel: 'Progreso hacia la recompensa',
  barValue: (percent: number) => `${percent} % del objetivo`,
  registersTitle: 'Registros',
  registersGoal: 'Meta: 80 % de las libretas',
  meetingsTitle: 'Reuniones',
  meetingsGoal: 'Meta: 40 % de las libretas',
  dialLabel: (title: string, done: number, target: number, percent: number) =>
    `${title}: ${done} de ${target} (${percent} %)`,
  remainingRegisters: (n: number) =>
    n === 1 ? 'Falta 1 registro para completar este objetivo' : `Faltan ${n} registros para completar este objetivo`,
  remainingMeetings: (n: number) =>
    n === 1 ? 'Falta 1 reunión para completar este objetivo' : `Faltan ${n} reuniones para completar este objetivo`,
  noTarget: 'Aún no hay libretas entregadas para calcular este objetivo',
} as const;

/** Who funds the reward, what it is for, and what it never depends on (under the goals). */
export const REWARD_TRANSPARENCY_TEXT = {
  title: 'Sobre la recompensa',
  ...REWARD_FUNDER_WORDS,
  privacy: 'Consulta el aviso de privacidad',
} as const;

/** The school's authorization to share its students' data with universities (the school page). */
export const DATA_SHARING_TEXT = {
  title: 'Datos compartidos con universidades',
  authorized: 'Autorizada',
  notAuthorized: 'Sin autorización',
  since: (date: string) => `La escuela autorizó compartir los datos de sus estudiantes con universidades el ${date}.`,
  authorizedNoDate: 'La escuela autorizó compartir los datos de sus estudiantes con universidades.',
  notAuthorizedBody:
    'La escuela aún no autoriza compartir los datos de sus estudiantes. Sus solicitudes de reunión se guardan, pero no llegan a ninguna universidad.',
  note: 'Nota',
  record: 'Registrar autorización',
  withdraw: 'Retirar autorización',
  recordTitle: 'Registrar la autorización de la escuela',
  withdrawTitle: 'Retirar la autorización de la escuela',
  recordBody: (school: string) =>
    `Regístrala solo con la autorización por escrito de la dirección de ${school}. Desde ese momento, las solicitudes de reunión de sus estudiantes (las guardadas y las nuevas) podrán llegar a las universidades; las de menores de edad, cuando su madre, padre o tutor también lo autorice.`,
  withdrawBody: (school: string) =>
    `Las solicitudes de reunión de los estudiantes de ${school} dejarán de llegar a las universidades hasta que la escuela vuelva a autorizar. Lo que ya se compartió no cambia.`,
  noteField: 'Nota (opcional)',
  noteHint: 'Quién autorizó, el número de oficio o el documento.',
  recorded: 'Se registró la autorización de la escuela',
  withdrawn: 'Se retiró la autorización de la escuela',
  saveError: 'No pudimos guardar el cambio. Inténtalo de nuevo.',
} as const;
