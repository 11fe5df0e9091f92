import { z } from 'zod';
import { GUARDIAN_RESEND_HOURS } from './consents.ts';
import { LIMITS } from './limits.ts';
import { AUTH_MESSAGES, PASSWORD_MESSAGES } from './messages.ts';
import { EDITOR_MESSAGES } from './editor-fields.ts';
import { FAMILY_MESSAGES } from './family.ts';
import { LABOUR_MESSAGES } from './labour-market.ts';
import { MATCHES_MESSAGES } from './matches.ts';
import { UPLOAD_MESSAGES } from './uploads.ts';

/** The one error shape of the API (decisions.md). */
export const apiError = z
  .object({
    statusCode: z.number(),
    error: z.string(),
    message: z.string(),
    errorCode: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    errors: z
      .array(z.object({ row: z.number(), column: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Solo InvalidCsv: cada problema del archivo por fila (el encabezado es la 1) y columna' }),
  })
  .meta({
    id: 'ApiError',
    description:
      'Un error: `statusCode` repite el estado HTTP, `errorCode` lo identifica para los programas, `message` lo explica en español y `details` señala cada campo no válido',
  });
export type ApiError = z.infer<typeof apiError>;

/**
 * Every domain error code the API answers, with its usual status and its Spanish message: the one
 * table both sides read (decisions.md, error shape). A few codes answer another status in one
 * case (an access link that existed but ran out answers 410), which the API passes explicitly.
 */
export const ERRORS = {
  InvalidCredentials: { status: 401, message: AUTH_MESSAGES.loginWrong },
  TooManyRequests: { status: 429, message: AUTH_MESSAGES.tooManyRequests },
  CrossSiteRequest: { status: 403, message: AUTH_MESSAGES.crossSite },
  PasswordResetTokenInvalid: { status: 410, message: PASSWORD_MESSAGES.resetTokenInvalid },
  WrongCurrentPassword: { status: 400, message: PASSWORD_MESSAGES.wrongCurrentPassword },
  InvalidOrienterKey: { status: 403, message: 'La clave de orientador es inválida o ha expirado' },
  DuplicatedEmail: { status: 409, message: 'Ya existe una cuenta con este correo' },
  PrivacyNoticeChanged: {
    status: 409,
    message: 'El aviso de privacidad cambió mientras lo leías. Revisa la versión nueva y acéptala de nuevo.',
  },
  // Says where: the web app shows the notice to accept right after signing in (an API client, an
  // admin made with `npm run admin:create`, a user after the notice changed).
  PrivacyNoticeNotAccepted: {
    status: 403,
    message:
      'Antes de seguir, lee y acepta nuestro aviso de privacidad vigente: inicia sesión en la aplicación web y te lo mostrará.',
  },
  AccessLinkInvalid: { status: 404, message: 'El enlace de acceso no es válido o ha expirado' },
  SeatsBelowUsed: { status: 400, message: 'No puedes asignar menos lugares de los ya usados' },
  MailNotFailed: { status: 409, message: 'Sólo se puede reintentar un correo que falló' },
  DuplicatedFavorite: { status: 409, message: 'Esta carrera ya se encuentra entre tus favoritas' },
  FavoriteLimitReached: {
    status: 409,
    message: `Ya tienes ${LIMITS.maxFavorites} carreras favoritas, el máximo permitido`,
  },
  FavoriteRequired: { status: 409, message: 'Primero debes agregar esta carrera como favorita' },
  FavoriteHasMeeting: { status: 409, message: 'No puedes quitar una carrera con una reunión agendada' },
  DuplicatedResource: { status: 409, message: 'Esta reunión ya ha sido agendada' },
  MeetingLimitReached: { status: 409, message: `Ya agendaste ${LIMITS.maxMeetings} reuniones, el máximo permitido` },
  DuplicatedGroup: { status: 409, message: 'Ya existe un grupo con ese nombre' },
  GroupMemberConflict: { status: 409, message: 'Este estudiante ya pertenece a otro grupo' },
  DuplicatedDegree: { status: 409, message: EDITOR_MESSAGES.duplicatedDegree },
  DuplicatedArea: { status: 409, message: 'Ya existe un área de estudio con ese nombre' },
  DuplicatedCity: { status: 409, message: 'Ya existe una ciudad con ese nombre' },
  DuplicatedSemester: { status: 409, message: 'Ya existe un semestre con ese nombre' },
  SemesterPositionTaken: { status: 409, message: 'Ya hay un semestre en esa posición' },
  DuplicatedHighschool: { status: 409, message: 'Ya existe una preparatoria con ese nombre en esta ciudad' },
  FileTooLarge: { status: 413, message: UPLOAD_MESSAGES.fileTooLarge },
  UnsupportedFileType: { status: 415, message: UPLOAD_MESSAGES.unsupportedType },
  UnsafeSvg: { status: 415, message: UPLOAD_MESSAGES.unsafeSvg },
  CorruptImage: { status: 400, message: UPLOAD_MESSAGES.corruptImage },
  ImageTooManyPixels: { status: 413, message: UPLOAD_MESSAGES.imageTooManyPixels },
  ImageTooLarge: { status: 413, message: UPLOAD_MESSAGES.imageTooLarge },
  MethodNotAllowed: { status: 405, message: 'Este archivo solo se descarga con GET' },
  LastAdmin: {
    status: 409,
    message: 'Eres la única persona administradora: antes de eliminar tu cuenta, otra cuenta debe ser administradora.',
  },
  ContactSharingWithdrawn: {
    status: 409,
    message:
      'Dejaste de compartir tus datos de contacto. Para agendar una reunión, acepta compartirlos con la universidad.',
  },
  GuardianConsentNotFound: { status: 404, message: 'Este enlace de autorización no existe. Revisa que esté completo.' },
  GuardianConsentGone: {
    status: 410,
    message:
      'Este enlace de autorización ya se usó o venció. Si hace falta, el estudiante puede pedir que te enviemos otro.',
  },
  GuardianResendTooSoon: {
    status: 429,
    message: `Ya enviamos este correo hace menos de ${GUARDIAN_RESEND_HOURS} horas. Puedes volver a enviarlo mañana, o corregir la dirección.`,
  },
  GuardianConsentNotNeeded: {
    status: 409,
    message:
      'Eres mayor de edad: tu propio consentimiento basta y no hace falta la autorización de tu madre, padre o tutor.',
  },
  GuardianConsentAlreadyGranted: {
    status: 409,
    message: 'Tu madre, padre o tutor ya dio su autorización.',
  },
  BirthDateRequired: { status: 409, message: 'Primero indica tu fecha de nacimiento.' },
  BirthDateAlreadySet: { status: 409, message: 'Tu fecha de nacimiento ya está registrada.' },
  StudentNotInSchool: { status: 404, message: 'Este estudiante no pertenece a esta preparatoria' },
  FamilyLinkNotFound: { status: 404, message: FAMILY_MESSAGES.linkNotFound },
  FamilyLinkGone: { status: 410, message: FAMILY_MESSAGES.linkGone },
  FamilySessionRequired: { status: 401, message: FAMILY_MESSAGES.sessionRequired },
  SlotOverlap: { status: 409, message: 'Ya tienes un horario que se empalma con este' },
  SlotFull: { status: 409, message: 'Ese horario se llenó; elige otro' },
  SlotUnavailable: { status: 409, message: 'Ese horario ya no está disponible; elige otro' },
  MeetingHeld: {
    status: 409,
    message:
      'Tu solicitud espera la autorización de tu escuela o de tu madre, padre o tutor; después podrás elegir horario.',
  },
  TooLateToChange: {
    status: 409,
    message: 'Faltan menos de 2 horas para la reunión: ya no se puede cambiar ni cancelar.',
  },
  MeetingNotHeldYet: { status: 409, message: 'La reunión aún no empieza.' },
  InterestTestMissing: { status: 409, message: MATCHES_MESSAGES.testMissing },
  InvalidCsv: { status: 400, message: LABOUR_MESSAGES.invalidCsv },
  CampusNotYours: { status: 403, message: 'Solo puedes ver los horarios de los campus donde tienes una solicitud' },
} as const satisfies Record<string, { status: number; message: string }>;
export type ErrorCode = keyof typeof ERRORS;
