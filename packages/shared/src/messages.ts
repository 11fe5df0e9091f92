/** Spanish messages used by both the API and the web app (spec §5 and §8, decisions.md). */
export const VALIDATION = {
  required: 'Este campo es obligatorio',
  min3: 'Mínimo 3 caracteres',
  max60: 'Máximo 60 caracteres',
  max100: 'Máximo 100 caracteres',
  passwordFormat: 'Formato incorrecto',
  passwordHint: 'Usa al menos 8 caracteres, con al menos un número, una letra minúscula y una letra mayúscula',
  passwordMin8: 'Mínimo 8 caracteres',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  commonPassword: 'Esta contraseña es demasiado común; elige otra que sea difícil de adivinar',
  acceptTerms: 'Debes aceptar los términos y condiciones',
  email: 'Ingresa un correo electrónico válido',
  phone: 'El teléfono debe tener 10 dígitos',
  avatarRequired: 'Debes seleccionar un avatar',
  answerTooLong: 'La respuesta es muy larga',
  areasMin: 'Selecciona al menos un área de estudios',
  areasMax: 'Selecciona máximo 3 áreas',
  citiesMin: 'Selecciona al menos una ciudad',
  citiesMax: 'Selecciona máximo 3 ciudades',
  areasHint: 'Puedes seleccionar hasta 3 áreas',
  citiesHint: 'Puedes seleccionar hasta 3 ciudades',
  notANumber: 'El valor ingresado no es un número',
  seatsMin: 'Debe haber al menos 1 lugar',
  dateNotPast: 'La fecha no puede ser anterior a hoy',
  invalidValue: 'El valor no es válido',
  invalidId: 'El identificador no es válido',
  controlChars: 'El texto contiene caracteres no permitidos (saltos de línea, tabuladores o caracteres de control)',
  dateInvalid: 'Ingresa una fecha válida',
  orienterKeyForNewSchool: 'Para cambiar de preparatoria escribe la clave de orientador de tu nueva preparatoria',
  dateTooFar: 'La fecha no puede ser posterior a 5 años a partir de hoy',
} as const;

export const AUTH_MESSAGES = {
  loginWrong: 'El correo, contraseña o tipo de usuario es incorrecto',
  loginOther: 'Hubo un problema al iniciar sesión, inténtalo más tarde',
  loginTooMany: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  signupKeyInvalid: 'La clave de orientador es inválida o ha expirado',
  signupOther: 'Hubo un error al crear tu perfil, por favor, inténtalo más tarde',
  accessLinkInvalid: 'El enlace de acceso no es válido o ha expirado',
  duplicatedEmail: 'Ya existe una cuenta con este correo',
  unauthorized: 'Tu sesión expiró. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción',
  refreshInvalid: 'Tu sesión no es válida. Inicia sesión de nuevo.',
  crossSite: 'Solicitud no permitida',
  onlyStudents: 'Solo los estudiantes pueden modificar estos datos',
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
  seatsBelowUsed: 'No puedes asignar menos lugares de los ya usados',
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
  /** The field where a student types the key their counselor gives them (signup, change of school). */
  orienterKeyLabel: 'Clave de orientador',
} as const;

/** Error codes of decisions.md with their messages. */
export const ERROR_CODES = {
  DuplicatedFavorite: 'Esta carrera ya se encuentra entre tus favoritas',
  DuplicatedResource: 'Esta reunión ya ha sido agendada',
  FavoriteLimitReached: 'Ya tienes 12 carreras favoritas, el máximo permitido',
  MeetingLimitReached: 'Ya agendaste 4 reuniones, el máximo permitido',
  FavoriteRequired: 'Primero debes agregar esta carrera como favorita',
  FavoriteHasMeeting: 'No puedes quitar una carrera con una reunión agendada',
  InvalidOrienterKey: 'La clave de orientador es inválida o ha expirado',
  DuplicatedEmail: 'Ya existe una cuenta con este correo',
  AccessLinkInvalid: 'El enlace de acceso no es válido o ha expirado',
  SeatsBelowUsed: 'No puedes asignar menos lugares de los ya usados',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
