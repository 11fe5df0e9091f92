import { pageTitle } from '@/config/page-title.ts';

const count = (n: number) => n.toLocaleString('es-MX');

/** What the student-group screens say. */
export const GROUPS_TEXT = {
  pageTitle: pageTitle('Grupos de estudiantes'),
  title: 'Grupos de estudiantes',
  intro: 'Organiza a los estudiantes de la preparatoria en grupos para seguir su avance.',
  back: 'Volver a la preparatoria',
  overviewTitle: 'Estudiantes por grupo',
  manage: 'Administrar grupos',
  loading: 'Cargando grupos',
  loadError: 'No pudimos cargar los grupos.',
  empty:
    'Aún no hay estudiantes registrados en esta preparatoria. Comparte la clave de orientador para que se registren.',
  members: (n: number) => (n === 1 ? '1 estudiante' : `${count(n)} estudiantes`),
  favorites: (n: number) => (n === 1 ? '1 favorita' : `${count(n)} favoritas`),
  meetings: (n: number) => (n === 1 ? '1 reunión' : `${count(n)} reuniones`),
  statsLabel: (name: string) => `Estadísticas del grupo ${name}`,
  noMembers: 'Este grupo aún no tiene estudiantes.',
  showUngrouped: 'Ver estudiantes sin grupo',
  hideUngrouped: 'Ocultar estudiantes sin grupo',
  // Member lists by pages
  searchLabel: (name: string) => `Buscar por nombre en ${name}`,
  searching: 'Buscando estudiantes…',
  searchFailed: 'No pudimos buscar a los estudiantes.',
  noMatches: (term: string) => `No hay estudiantes que coincidan con "${term}"`,
  matches: (n: number, term: string) =>
    n === 1 ? `1 estudiante coincide con "${term}"` : `${count(n)} estudiantes coinciden con "${term}"`,
  showing: (shown: number, total: number) => `Mostrando ${count(shown)} de ${count(total)} estudiantes`,
  more: 'Ver más',
  moreLabel: (name: string) => `Ver más estudiantes de ${name}`,
  moreUngrouped: (name: string) => `Ver más estudiantes sin grupo para ${name}`,
  loadingMore: 'Cargando más estudiantes…',
  moreFailed: 'No pudimos cargar más estudiantes.',
  // Management
  newGroup: 'Nuevo grupo',
  nameField: 'Nombre del grupo',
  create: 'Crear grupo',
  creating: 'Creando…',
  created: 'Grupo creado correctamente',
  createFailed: 'No se pudo crear el grupo, inténtalo más tarde',
  noGroups: 'Aún no hay grupos. Crea el primero con el formulario de arriba.',
  selectAll: 'Seleccionar todos',
  selectAllLabel: (name: string) => `Seleccionar todos los estudiantes de ${name}`,
  searchStudents: (name: string) => `Buscar estudiantes por nombre para ${name}`,
  selectAllShown:
    'Seleccionar todos marca a los estudiantes que se muestran; usa "Ver más" o la búsqueda para mostrar a otros.',
  selected: (n: number, total: number) => `${count(n)} de ${count(total)} seleccionados`,
  inGroup: (n: number) => `En el grupo (${count(n)})`,
  ungrouped: (n: number) => `Sin grupo (${count(n)})`,
  noCandidates: 'No hay estudiantes sin grupo para agregar.',
  reset: 'Restablecer',
  saved: 'Grupo actualizado',
  saveFailed: 'No se pudo guardar el grupo, inténtalo más tarde',
  delete: 'Eliminar grupo',
  deleteTitle: '¿Eliminar este grupo?',
  deleteBody: (name: string) => `Se eliminará el grupo "${name}". Sus estudiantes regresarán a "Sin grupo".`,
  deleted: 'Grupo eliminado',
  deleteFailed: 'No se pudo eliminar el grupo, inténtalo más tarde',
  unsaved: 'Cambios sin guardar',
} as const;
