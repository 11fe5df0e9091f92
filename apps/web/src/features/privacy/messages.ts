import { sharedFieldsWords } from '@tlp/shared/shared-fields';
import { pageTitle } from '@/config/page-title.ts';

/** The strings of 'Mis datos' (/mis-datos). */
export const MY_DATA_TEXT = {
  pageTitle: pageTitle('Mis datos'),
  title: 'Mis datos',
  intro:
    'Aquí ves qué datos tuyos guardamos, quién puede verlos y con quién los compartimos, y puedes ejercer tus derechos.',
  held: 'Lo que guardamos',
  loading: 'Cargando tus datos',
  loadError: 'No pudimos cargar tus datos. Inténtalo de nuevo.',
  profile: 'Perfil',
  school: 'Preparatoria',
  semester: 'Semestre',
  preferences: 'Áreas y ciudades de interés',
  favorites: 'Carreras favoritas',
  meetings: 'Reuniones agendadas',
  sessions: 'Sesiones iniciadas',
  none: 'Ninguna',
  notSet: 'Sin registrar',
  count: (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`,
  whoSees: 'Quién puede verlos',
  whoSeesStudent: (school: string) =>
    `Tu orientador(a) de ${school} ve tus favoritas y reuniones. Las personas administradoras de Toca la Puerta pueden ver tu cuenta para dar soporte.`,
  whoSeesStaff: 'Las personas administradoras de Toca la Puerta pueden ver tu cuenta para dar soporte.',
  whoSeesUniversities: `Cuando agendas una reunión, la universidad de esa carrera recibe tu ${sharedFieldsWords()} para contactarte, una vez que esté autorizado.`,
  rights: 'Tus derechos',
  download: 'Descargar mis datos',
  downloading: 'Descargando…',
  downloadHint: 'Un archivo JSON con todo lo que guardamos de ti.',
  downloadError: 'No pudimos preparar tu archivo. Inténtalo de nuevo.',
  correct: 'Corregir mis datos',
  correctHint: 'Cambia tu preparatoria, semestre, intereses o contraseña en tu perfil.',
  sharingTitle: 'Dejar de compartir mis datos de contacto',
  sharingOn: 'Comparto mis datos de contacto con las universidades cuando agendo una reunión',
  sharingHint:
    'Si dejas de compartirlos, retiramos tus reuniones agendadas y no volvemos a enviar tus datos. Para agendar otra reunión te pediremos permiso de nuevo.',
  sharingConfirmTitle: '¿Dejar de compartir tus datos de contacto?',
  sharingConfirmBody: (meetings: number) =>
    meetings > 0
      ? `${meetings === 1 ? 'Retiraremos tu reunión agendada' : `Retiraremos tus ${meetings} reuniones agendadas`} y las universidades no recibirán más tus datos.`
      : 'Las universidades no recibirán más tus datos de contacto.',
  sharingConfirm: 'Dejar de compartir',
  sharingBusy: 'Guardando…',
  sharingStopped: 'Ya no compartimos tus datos de contacto.',
  sharingResumed: 'Volverás a compartir tus datos de contacto al agendar.',
  sharingError: 'No pudimos guardar el cambio. Inténtalo de nuevo.',
  deleteTitle: 'Eliminar mi cuenta',
  deleteHint:
    'Borramos tu cuenta y tus datos personales. Las cifras de tu preparatoria se conservan sin tu nombre. No se puede deshacer.',
  deleteOpen: 'Eliminar mi cuenta',
  deleteDialogTitle: '¿Eliminar tu cuenta?',
  deleteDialogBody:
    'Se borrarán tu perfil, tus intereses, favoritas, reuniones y sesiones. Esta acción no se puede deshacer.',
  deletePassword: 'Tu contraseña',
  deletePhraseLabel: 'Confirmación',
  deletePhrasePrompt: (phrase: string) => `Escribe «${phrase}» para confirmar.`,
  deleteConfirm: 'Eliminar mi cuenta',
  deleteBusy: 'Eliminando…',
  deleteError: 'No pudimos eliminar tu cuenta. Inténtalo de nuevo.',
} as const;
