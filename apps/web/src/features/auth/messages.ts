import { UI_MESSAGES } from '@tlp/shared/messages';

/** What the sign-in and sign-up screens say; the spec's own strings come from @tlp/shared. */
export const LOGIN_TEXT = {
  pageTitle: 'Iniciar sesión · Toca la Puerta',
  tagline:
    'Te ayudamos a prepararte para ser universitario con cursos de habilidades blandas, y a descubrir los campus y carreras que van contigo.',
  heading: '¡Qué bueno verte!',
  subheading: 'Elige tu tipo de usuario e ingresa tus datos.',
  tabs: 'Tipo de usuario',
  orienterHint: 'Orientadores y administradores inician sesión aquí.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  noAccount: '¿Eres estudiante y aún no tienes cuenta?',
  privacy: 'Aviso de privacidad',
} as const;

export const SIGNUP_TEXT = {
  pageTitle: 'Registro · Toca la Puerta',
  intro: 'Crea tu cuenta de estudiante con la clave que te dio tu orientadora u orientador.',
  firstName: 'Nombre(s)',
  lastName: 'Apellidos',
  highschool: 'Unidad académica',
  highschoolHelp: 'Escribe el nombre de tu preparatoria y elígela de la lista',
  highschoolNone: 'No encontramos preparatorias con ese nombre',
  highschoolLoading: 'Buscando preparatorias…',
  highschoolError: 'No pudimos cargar las preparatorias. Revisa tu conexión e inténtalo de nuevo.',
  semester: 'Semestre',
  semesterError: 'No pudimos cargar los semestres. Revisa tu conexión e inténtalo de nuevo.',
  semesterLoading: 'Cargando semestres…',
  orienterKey: UI_MESSAGES.orienterKeyLabel,
  orienterKeyHelp: 'Pídela a tu orientadora u orientador',
  email: 'Correo electrónico',
  password: 'Contraseña',
  passwordConfirmation: 'Confirmar contraseña',
  termsBefore: 'Acepto los términos y condiciones y el',
  termsLink: 'Aviso de privacidad',
  submitting: 'Creando tu cuenta…',
  haveAccount: '¿Ya tienes cuenta?',
} as const;

export const COUNSELOR_SIGNUP_TEXT = {
  pageTitle: 'Registro de orientadores · Toca la Puerta',
  welcome: '¡Te damos la bienvenida!',
  invited: (school: string, city: string) =>
    `Te invitaron a unirte a Toca la Puerta como orientador(a) de ${school}, ${city}.`,
  purpose:
    'Con tu cuenta podrás dar seguimiento a tus estudiantes, compartirles tu clave de registro y ver el avance de tu escuela hacia su recompensa.',
  seatsLeft: (n: number) => (n === 1 ? 'Queda 1 lugar' : `Quedan ${n} lugares`),
  expiresAt: (date: string) => `Vigente hasta el ${date}`,
  checking: 'Revisando tu enlace de registro…',
  formTitle: 'Crea tu cuenta de orientador',
  phone: 'Teléfono (opcional)',
  phoneHelp: '10 dígitos, sin espacios',
  passwordHelp: 'Usa al menos 8 caracteres',
} as const;
