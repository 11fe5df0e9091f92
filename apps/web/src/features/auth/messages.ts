import { LIMITS } from '@tlp/shared/limits';
import { UI_MESSAGES } from '@tlp/shared/messages';
import { pageTitle } from '@/config/page-title.ts';

/** What the sign-in screen says; the product's own strings come from @tlp/shared. */
export const LOGIN_TEXT = {
  pageTitle: pageTitle('Iniciar sesión'),
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

/** What the student signup says (its field names are also the orienter signup's). */
export const SIGNUP_TEXT = {
  pageTitle: pageTitle('Registro'),
  intro: 'Crea tu cuenta de estudiante con la clave que te dio tu orientadora u orientador.',
  firstName: 'Nombre(s)',
  lastName: 'Apellidos',
  highschoolPicker: {
    label: 'Unidad académica',
    help: 'Escribe el nombre de tu preparatoria y elígela de la lista',
    none: 'No encontramos preparatorias con ese nombre',
    loading: 'Buscando preparatorias…',
    error: 'No pudimos cargar las preparatorias. Revisa tu conexión e inténtalo de nuevo.',
  },
  semesterPicker: {
    label: 'Semestre',
    loading: 'Cargando semestres…',
    error: 'No pudimos cargar los semestres. Revisa tu conexión e inténtalo de nuevo.',
  },
  orienterKey: UI_MESSAGES.orienterKeyLabel,
  orienterKeyHelp: 'Pídela a tu orientadora u orientador',
  email: LOGIN_TEXT.email,
  password: LOGIN_TEXT.password,
  passwordConfirmation: 'Confirmar contraseña',
  termsBefore: 'Acepto los términos y condiciones y el',
  termsLink: LOGIN_TEXT.privacy,
  submitting: 'Creando tu cuenta…',
  haveAccount: '¿Ya tienes cuenta?',
} as const;

/** What the orienter signup (through an access link) says. */
export const ORIENTER_SIGNUP_TEXT = {
  pageTitle: pageTitle('Registro de orientadores'),
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
  phoneHelp: `${LIMITS.phoneDigits} dígitos, sin espacios`,
  passwordHelp: `Usa al menos ${LIMITS.passwordMin} caracteres`,
} as const;

/** What the same page says for a campus's link: a representative signs up. */
export const UNIVERSITY_SIGNUP_TEXT = {
  pageTitle: pageTitle('Registro de representantes'),
  invited: (campus: string) => `Registro de representante de ${campus}`,
  purpose:
    'Con tu cuenta verás las solicitudes de reunión que llegan a tu campus, publicarás tus horarios y registrarás quién asistió.',
  formTitle: 'Crea tu cuenta de representante',
} as const;

/** Password recovery: /recuperar asks for the link, /restablecer/:token sets the new password. */
export const PASSWORD_RESET_TEXT = {
  forgot: '¿Olvidaste tu contraseña?',
  requestPageTitle: pageTitle('Recuperar contraseña'),
  requestTitle: 'Recupera tu contraseña',
  requestIntro: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  email: LOGIN_TEXT.email,
  requestSubmit: 'Enviar enlace',
  requestSubmitting: 'Enviando…',
  requestFailed: 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.',
  sentTitle: 'Revisa tu correo',
  sentIntro: 'Recibimos tu solicitud.',
  backToLogin: 'Volver a iniciar sesión',
  resetPageTitle: pageTitle('Nueva contraseña'),
  resetTitle: 'Elige una contraseña nueva',
  resetIntro: 'Al guardarla se cerrarán tus sesiones abiertas en todos tus dispositivos.',
  password: 'Contraseña nueva',
  passwordConfirmation: 'Confirmar contraseña nueva',
  resetSubmit: 'Guardar contraseña',
  resetSubmitting: 'Guardando…',
  resetFailed: 'No pudimos guardar tu contraseña. Revisa tu conexión e inténtalo de nuevo.',
  askAgain: 'Pedir un enlace nuevo',
  checking: 'Revisando tu enlace…',
  deadTitle: 'Este enlace ya no sirve',
  doneTitle: 'Tu contraseña cambió',
  doneText: 'Ya puedes iniciar sesión con tu contraseña nueva.',
  login: 'Iniciar sesión',
} as const;
