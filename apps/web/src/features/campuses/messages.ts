import { DELETE_CONFIRMATIONS } from '@tlp/shared/editor-fields';
import { catalogEditorText, catalogNotFoundText } from '@/components/catalog-form/messages.ts';
import { pageTitle } from '@/config/page-title.ts';
import { UI_TEXT } from '@/config/ui-text.ts';

const NOT_FOUND = catalogNotFoundText('este campus', 'el campus');

/** What the campus profile says (its page and its degrees by area). */
export const CAMPUS_TEXT = {
  loading: UI_TEXT.loadingPage,
  pageTitle,
  edit: 'Editar campus',
  videoTitle: (name: string) => `Conoce ${name}`,
  about: 'Sobre nosotros',
  noDescription: 'Este campus aún no ha compartido su descripción.',
  location: 'Ver ubicación',
  gallery: 'Galería',
  galleryPhoto: (index: number, total: number, name: string) => `Foto ${index} de ${total} de ${name}`,
  degrees: 'Carreras por área de estudio',
  degreesLoading: 'Cargando carreras',
  degreesError: 'No pudimos cargar las carreras de este campus.',
  noDegrees: 'Este campus aún no tiene carreras registradas.',
  filterLabel: 'Filtra por área de estudio',
  filterHint: 'Elige una o varias áreas para ver solo sus carreras.',
  areaChip: (area: string, count: number) => `${area} (${count})`,
  filtered: 'Mostrando solo las carreras de las áreas seleccionadas.',
  noFilteredDegrees:
    'Este campus no tiene carreras en las áreas seleccionadas, pero puedes conocer todas las que ofrece.',
  showAll: (count: number) => `Ver todas las carreras (${count})`,
  degreesInArea: (count: number) => (count === 1 ? '1 carrera' : `${count} carreras`),
  ...NOT_FOUND,
} as const;

/** Texts of the campus administration: the list, the form, and the notices of saving and deleting. */
export const CAMPUS_ADMIN_TEXT = {
  listTitle: 'Campus',
  pageTitle: pageTitle('Campus'),
  search: 'Buscar campus por nombre o ciudad',
  create: 'Registrar nuevo campus',
  columns: { name: 'Nombre', city: 'Ciudad', degrees: 'Carreras' },
  listLabel: 'Lista de campus',
  listLoading: 'Cargando campus',
  empty: 'Aún no hay campus registrados. Registra el primero con el botón «Registrar nuevo campus».',
  noResults: (term: string) => `No encontramos campus que coincidan con "${term}". Prueba con otro nombre o ciudad.`,
  // Form
  createTitle: 'Registrar nuevo campus',
  editTitle: 'Editar campus',
  createPageTitle: pageTitle('Nuevo campus'),
  back: 'Volver a campus',
  backToRecord: 'Ver campus',
  details: 'Datos del campus',
  location: 'Ubicación',
  locationHint: 'Enlace del mapa (por ejemplo, de Google Maps).',
  submitCreate: 'Registrar campus',
  deleteTitle: 'Eliminar campus',
  deleteBody:
    'Se eliminarán el campus y todas sus carreras, junto con las favoritas y reuniones de esas carreras. Esta acción no se puede deshacer.',
  deleteButton: 'Eliminar campus',
  deletePhrase: DELETE_CONFIRMATIONS.campus,
  ...NOT_FOUND,
  ...catalogEditorText('campus'),
} as const;

/** The campus's representatives on its page (admins), under its representatives' links. */
export const REPRESENTATIVES_TEXT = {
  title: 'Cuentas de representantes',
  since: (date: string) => `Registro: ${date}`,
  phone: (phone: string) => `Teléfono: ${phone}`,
  empty: 'Aún no hay representantes registrados. Comparte un enlace de registro para invitarlos.',
  loading: 'Cargando representantes',
  loadError: 'No pudimos cargar los representantes.',
} as const;
