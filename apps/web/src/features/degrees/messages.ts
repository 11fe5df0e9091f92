import { DEGREE_FIELD_LABELS } from '@tlp/shared/degrees';
import { DELETE_CONFIRMATIONS } from '@tlp/shared/editor-fields';
import { catalogEditorText, catalogNotFoundText } from '@/components/catalog-form/messages.ts';
import { pageTitle } from '@/config/page-title.ts';
import { UI_TEXT } from '@/config/ui-text.ts';

const NOT_FOUND = catalogNotFoundText('esta carrera', 'la carrera');

/** What the degree page says, with the student's favourite and meeting buttons. */
export const DEGREE_TEXT = {
  loading: UI_TEXT.loadingPage,
  pageTitle,
  edit: 'Editar carrera',
  videoTitle: (name: string) => `Conoce la carrera de ${name}`,
  about: 'Sobre la carrera',
  figuresTitle: (field: string) => `Al egresar: ${field}`,
  noDescription:
    'Esta carrera aún no tiene descripción. Agenda una reunión para resolver tus dudas con la universidad.',
  studyPlan: 'Plan de estudios',
  scholarships: 'Becas',
  notAvailable: 'Aún no disponible',
  downloadHint: '(PDF)',
  knowCampus: 'Conoce el campus',
  gallery: 'Galería',
  galleryPhoto: (index: number, total: number, name: string) => `Foto ${index} de ${total} de ${name}`,
  actions: 'Tu interés en esta carrera',
  addFavorite: 'Agregar a favoritas',
  isFavorite: 'Entre tus favoritas',
  schedule: 'Agendar reunión',
  scheduled: 'Reunión agendada',
  preferencesLoading: 'Cargando tus preferencias',
  facts: 'Datos de la carrera',
  ...DEGREE_FIELD_LABELS,
  ...NOT_FOUND,
} as const;

/** How many meeting requests the student has left, under 'Agendar reunión'. */
export const MEETING_QUOTA_TEXT = {
  left: (left: number, max: number) => `Te quedan ${left} de ${max}`,
  atLimit: (max: number) => `Ya tienes ${max} solicitudes de reunión, el máximo`,
} as const;

/** Snackbar messages of the favourite and meeting buttons. */
export const DEGREE_RESULT_TEXT = {
  favoriteAdded: '¡Se agregó esta carrera a tu lista de favoritos!',
  meetingScheduled: 'La reunión fue agendada exitosamente',
  failed: UI_TEXT.tryLater,
} as const;

/** Texts of the degree administration: the list, the form, and the notices of saving and deleting. */
export const DEGREE_ADMIN_TEXT = {
  listTitle: 'Carreras',
  pageTitle: pageTitle('Carreras'),
  search: 'Buscar carreras por nombre de carrera o campus',
  create: 'Registrar nueva carrera',
  columns: { name: 'Nombre', campus: 'Campus' },
  listLabel: 'Lista de carreras',
  listLoading: 'Cargando carreras',
  empty: 'Aún no hay carreras registradas. Registra la primera con el botón «Registrar nueva carrera».',
  noResults: (term: string) => `No encontramos carreras que coincidan con "${term}". Prueba con otra carrera o campus.`,
  // Form
  createTitle: 'Registrar nueva carrera',
  editTitle: 'Editar carrera',
  createPageTitle: pageTitle('Nueva carrera'),
  back: 'Volver a carreras',
  backToRecord: 'Ver carrera',
  details: 'Datos de la carrera',
  documents: 'Documentos',
  campusPicker: {
    label: 'Campus',
    help: 'Escribe para buscar el campus por nombre o ciudad.',
    none: 'No encontramos campus con ese nombre',
    loading: 'Buscando campus…',
    error: 'No pudimos buscar campus. Inténtalo de nuevo.',
  },
  studyPlan: 'Plan de estudios',
  pdfBecas: 'Becas',
  compareSection: 'Para comparar',
  compareHint: 'Opcional. Los estudiantes ven estos datos en la carrera y al compararla con otras.',
  notGiven: 'Sin especificar',
  fieldOfStudy: 'Campo de estudio (CMPE)',
  fieldOfStudyHint: 'Con él, la carrera muestra las cifras laborales de su campo de estudio.',
  fieldsOfStudyError: 'No pudimos cargar los campos de estudio. Recarga la página para elegir uno.',
  costLabel: 'Costo aproximado por periodo (MXN)',
  costHint: 'En pesos, sin decimales: lo que cuesta un semestre, cuatrimestre o año.',
  submitCreate: 'Registrar carrera',
  deleteTitle: 'Eliminar carrera',
  deleteBody:
    'Se eliminará la carrera, junto con las favoritas y reuniones de los estudiantes sobre ella. Esta acción no se puede deshacer.',
  deleteButton: 'Eliminar carrera',
  deletePhrase: DELETE_CONFIRMATIONS.degree,
  ...NOT_FOUND,
  ...catalogEditorText('degree'),
} as const;
