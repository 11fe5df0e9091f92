import { LIMITS } from './limits.ts';

/** Spanish messages used by both the API and the web app; error codes and their messages are in errors.ts. */
export const VALIDATION = {
  required: 'Este campo es obligatorio',
  min3: `Mínimo ${LIMITS.signupNameMin} caracteres`,
  max60: `Máximo ${LIMITS.signupNameMax} caracteres`,
  max100: `Máximo ${LIMITS.orienterNameMax} caracteres`,
  personName: 'Escribe solo letras, espacios, apóstrofos, guiones y puntos',
  passwordFormat: 'Formato incorrecto',
  passwordHint: `Usa al menos ${LIMITS.passwordMin} caracteres, con al menos un número, una letra minúscula y una letra mayúscula`,
  passwordMin8: `Mínimo ${LIMITS.passwordMin} caracteres`,
  passwordsDontMatch: 'Las contraseñas no coinciden',
  commonPassword: 'Esta contraseña es demasiado común; elige otra que sea difícil de adivinar',
  acceptTerms: 'Debes aceptar los términos y condiciones',
  email: 'Ingresa un correo electrónico válido',
  phone: `El teléfono debe tener ${LIMITS.phoneDigits} dígitos`,
  avatarRequired: 'Debes seleccionar un avatar',
  answerTooLong: 'La respuesta es muy larga',
  areasMin: 'Selecciona al menos un área de estudios',
  areasMax: `Selecciona máximo ${LIMITS.maxAreas} áreas`,
  citiesMin: 'Selecciona al menos una ciudad',
  citiesMax: `Selecciona máximo ${LIMITS.maxCities} ciudades`,
  areasHint: `Puedes seleccionar hasta ${LIMITS.maxAreas} áreas`,
  citiesHint: `Puedes seleccionar hasta ${LIMITS.maxCities} ciudades`,
  notANumber: 'El valor ingresado no es un número',
  seatsMin: `Debe haber al menos ${LIMITS.accessLinkSeatsMin} lugar`,
  dateNotPast: 'La fecha no puede ser anterior a hoy',
  invalidValue: 'El valor no es válido',
  invalidId: 'El identificador no es válido',
  controlChars: 'El texto contiene caracteres no permitidos (saltos de línea, tabuladores o caracteres de control)',
  dateInvalid: 'Ingresa una fecha válida',
  orienterKeyForNewSchool: 'Para cambiar de preparatoria escribe la clave de orientador de tu nueva preparatoria',
  dateTooFar: 'La fecha no puede ser posterior a 5 años a partir de hoy',
  auditDayRange: `Ingresa una fecha entre los años ${LIMITS.auditFirstYear} y ${LIMITS.auditLastYear}`,
} as const;

export const AUTH_MESSAGES = {
  loginWrong: 'El correo, contraseña o tipo de usuario es incorrecto',
  loginOther: 'Hubo un problema al iniciar sesión, inténtalo más tarde',
  loginTooMany: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  signupOther: 'Hubo un error al crear tu perfil, por favor, inténtalo más tarde',
  unauthorized: 'Tu sesión expiró. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción',
  refreshInvalid: 'Tu sesión no es válida. Inicia sesión de nuevo.',
  crossSite: 'Solicitud no permitida',
} as const;

/** Password recovery and change: the pages, the API's answers and its errors. */
export const PASSWORD_MESSAGES = {
  resetRequested:
    'Si hay una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada (y la de spam); el enlace vence en 30 minutos.',
  resetTokenInvalid: 'El enlace para restablecer tu contraseña no es válido, ya se usó o venció. Pide uno nuevo.',
  resetTooMany: 'Ya pediste varios enlaces. Espera unos minutos antes de pedir otro.',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
  changeTooMany: 'Demasiados intentos con una contraseña actual incorrecta. Espera unos minutos e inténtalo de nuevo.',
  sameAsCurrent: 'La contraseña nueva debe ser distinta de la actual',
} as const;

export const ERROR_MESSAGES = {
  validation: 'Revisa los datos enviados',
  notFound: 'No encontramos lo que buscas',
  routeNotFound: 'La ruta solicitada no existe',
  badUrl: 'La dirección solicitada no es válida',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  malformedBody: 'El cuerpo de la solicitud no es válido',
  bodyTooLarge: 'La solicitud es demasiado grande',
  unsupportedMedia: 'El tipo de contenido de la solicitud no es compatible',
  internal: 'Ocurrió un error inesperado, por favor inténtalo más tarde',
  highschoolNotFound: 'La preparatoria no existe',
  semesterNotFound: 'El semestre no existe o no está activo',
} as const;

export const UI_MESSAGES = {
  routeError: 'Algo salió mal :(',
  backHome: 'Volver al inicio',
  slogan: 'TOCA LA PUERTA, y ¡abre tus posibilidades!',
  loginSubmit: 'Toc, Toc',
  signupTitle: 'Registro',
  signupSubmit: 'Crear cuenta',
  signupLogin: 'Inicia sesión',
  signupRegister: 'Regístrate',
  privacyBack: 'Volver al registro',
  /** The field where a student types the key their orienter gives them (signup, change of school). */
  orienterKeyLabel: 'Clave de orientador',
} as const;
