import { pageTitle } from '@/config/page-title.ts';
import { mxNumber } from '@tlp/shared/mx-numbers';

/** What the access-link screens say; the field rules and their messages are the API's (@tlp/shared). */
export const AL_TEXT = {
  title: 'Enlaces de acceso',
  sectionEmpty: 'Esta preparatoria aún no tiene enlaces de acceso. Crea uno para que sus orientadores se registren.',
  loading: 'Cargando enlaces de acceso',
  loadError: 'No pudimos cargar los enlaces de acceso.',
  create: 'Crear enlace',
  listLabel: 'Enlaces de acceso',
  showAll: (n: number) => `Ver todos los enlaces (${mxNumber(n)})`,
  showFewer: 'Ver menos enlaces',
  untitled: 'Enlace sin nombre',
  seats: (used: number, seats: number) => `${used}/${seats} lugares usados`,
  created: (date: string) => `Creado el ${date}`,
  expires: (date: string) => `Vence el ${date}`,
  expired: (date: string) => `Venció el ${date}`,
  noExpiry: 'Sin fecha de vencimiento',
  full: 'Sin lugares disponibles',
  shareLabel: 'Enlace para compartir',
  copy: 'Copiar enlace',
  share: 'Compartir',
  shareButtonLabel: (name: string) => `Compartir enlace: ${name}`,
  shareTitle: pageTitle('Registro de orientadores'),
  shareText: 'Regístrate como orientador en Toca la Puerta con este enlace:',
  copyLabel: (name: string) => `Copiar enlace: ${name}`,
  copied: 'Se copió el enlace al portapapeles',
  editLabel: (name: string) => `Editar enlace: ${name}`,
  deleteLabel: (name: string) => `Eliminar enlace: ${name}`,
  deleteTitle: '¿Eliminar este enlace?',
  deleteBody: (name: string) =>
    `El enlace "${name}" dejará de funcionar para nuevos registros. Los orientadores que ya se registraron con él no se verán afectados.`,
  deleted: 'Enlace eliminado',
  deleteFailed: 'Hubo un error al eliminar el enlace',
  // Forms
  createTitle: 'Nuevo enlace de acceso',
  editTitle: 'Editar enlace de acceso',
  createPageTitle: pageTitle('Nuevo enlace de acceso'),
  editPageTitle: pageTitle('Editar enlace de acceso'),
  formIntro:
    'Los orientadores de la preparatoria se registran con este enlace mientras tenga lugares y no haya vencido.',
  seatsField: 'Lugares',
  seatsHint: 'Cuántos orientadores pueden registrarse con este enlace',
  seatsUsedHint: (used: number) => `Ya se usaron ${used}; no puedes asignar menos`,
  nameField: 'Nombre (opcional)',
  nameHint: 'Para reconocerlo en la lista, por ejemplo "Turno matutino"',
  dateField: 'Fecha de vencimiento (opcional)',
  dateHint: 'Déjala vacía para que no venza',
  submitCreate: 'Crear enlace',
  createdNotice: 'Enlace creado correctamente',
  updatedNotice: 'Enlace actualizado correctamente',
  createFailed: 'Hubo un error al crear el enlace',
  editFailed: 'Hubo un error al editar el enlace',
  loadingLink: 'Cargando el enlace',
  notFoundTitle: 'Enlace no encontrado',
  notFoundBody: 'El enlace de acceso que buscas no existe o fue eliminado.',
  backToSchool: (name: string) => `Volver a ${name}`,
} as const;

/** What changes with whom the links sign up: a school's orienters or a campus's representatives. */
export const AL_OWNER_TEXT = {
  highschool: {
    sectionEmpty: AL_TEXT.sectionEmpty,
    formIntro: AL_TEXT.formIntro,
    back: AL_TEXT.backToSchool('la preparatoria'),
    seatsHint: AL_TEXT.seatsHint,
    shareTitle: AL_TEXT.shareTitle,
    shareText: AL_TEXT.shareText,
    deleteBody: AL_TEXT.deleteBody,
  },
  campus: {
    sectionEmpty: 'Este campus no tiene enlaces de registro. Crea uno para invitar a sus representantes.',
    formIntro:
      'Los representantes del campus se registran con este enlace mientras tenga lugares y no haya vencido. Verán las solicitudes de reunión del campus y publicarán sus horarios.',
    back: 'Volver al campus',
    seatsHint: 'Cuántos representantes pueden registrarse con este enlace',
    shareTitle: pageTitle('Registro de representantes'),
    shareText: 'Regístrate como representante de tu campus en Toca la Puerta con este enlace:',
    deleteBody: (name: string) =>
      `El enlace "${name}" dejará de funcionar para nuevos registros. Los representantes que ya se registraron con él no se verán afectados.`,
  },
} as const;

/** The campus's section of representatives' links (admin). */
export const CAMPUS_LINKS_TITLE = 'Representantes';
