import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { idField, requiredText, text } from './zod-helpers.ts';

// Schemas of the campus and degree administration (create, update, uploads), used by the API
// and by the web forms. Read shapes are `campus` and `degree` of campuses.ts.

export const CATALOG_ADMIN_LIMITS = {
  nameMax: 150,
  descriptionMax: 5000,
  urlMax: 2048,
  galleryMax: LIMITS.galleryImages,
} as const;

/** Upload limits (decisions.md: checked by content, size-limited). */
export const UPLOAD_LIMITS = {
  imageMaxBytes: 5 * 1024 * 1024,
  pdfMaxBytes: 10 * 1024 * 1024,
  /** For `<input type="file" accept>`; the server checks the content, not this list. */
  accept: 'image/png,image/jpeg,image/webp,image/svg+xml,application/pdf',
} as const;

export const CATALOG_ADMIN_MESSAGES = {
  campusNameRequired: 'El nombre es obligatorio',
  campusCityRequired: 'Selecciona la ciudad de este campus',
  degreeCampusRequired: 'Debes seleccionar el campus al que pertenece esta carrera',
  nameTooLong: `Máximo ${CATALOG_ADMIN_LIMITS.nameMax} caracteres`,
  descriptionTooLong: `Máximo ${CATALOG_ADMIN_LIMITS.descriptionMax} caracteres`,
  mediaUrl: 'Ingresa un enlace que empiece con http:// o https://, o sube un archivo',
  locationUrl: 'Ingresa un enlace que empiece con http:// o https://',
  videoUrl: 'Ingresa un enlace de YouTube o Vimeo',
  galleryMax: `Puedes agregar máximo ${CATALOG_ADMIN_LIMITS.galleryMax} imágenes`,
  cityNotFound: 'La ciudad seleccionada no existe',
  areaNotFound: 'El área seleccionada no existe',
  campusNotFound: 'El campus seleccionado no existe',
  campusMissing: 'El campus no existe',
  degreeMissing: 'La carrera no existe',
  duplicatedDegree: 'Ya existe una carrera con ese nombre en este campus',
  // Results shown by the forms (spec §8).
  campusCreated: 'Campus creado con éxito',
  campusUpdated: 'Campus actualizado con éxito',
  campusDeleted: 'Campus eliminado',
  campusCreateError: 'Ocurrió un error al crear el campus',
  campusUpdateError: 'Ocurrió un error al actualizar el campus',
  campusDeleteError: 'Ocurrió un error al eliminar el campus',
  degreeCreated: 'Carrera creada con éxito',
  degreeUpdated: 'Carrera actualizada con éxito',
  degreeDeleted: 'Carrera eliminada',
  degreeCreateError: 'Ocurrió un error al crear la carrera',
  degreeUpdateError: 'Ocurrió un error al actualizar la carrera',
  degreeDeleteError: 'Ocurrió un error al eliminar la carrera',
} as const;

/** What the user types to confirm a deletion (spec §5). */
export const DELETE_CONFIRMATIONS = {
  campus: 'eliminar campus',
  degree: 'eliminar carrera',
} as const;

export const UPLOAD_MESSAGES = {
  fileRequired: 'Selecciona un archivo',
  fileTooLarge: 'El archivo es demasiado grande',
  unsupportedType: 'Solo se permiten imágenes PNG, JPEG, WebP o SVG y documentos PDF',
  unsafeSvg: 'La imagen SVG contiene elementos no permitidos',
  uploadError: 'Ocurrió un error al subir el archivo',
} as const;

/** Error codes of this feature, with the status they answer. */
export const CATALOG_ADMIN_ERRORS = {
  DuplicatedDegree: { status: 409, message: CATALOG_ADMIN_MESSAGES.duplicatedDegree },
  FileTooLarge: { status: 413, message: UPLOAD_MESSAGES.fileTooLarge },
  UnsupportedFileType: { status: 415, message: UPLOAD_MESSAGES.unsupportedType },
  UnsafeSvg: { status: 415, message: UPLOAD_MESSAGES.unsafeSvg },
} as const;

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Files of our own: uploads and generated media, as a path (never `..`). */
const LOCAL_MEDIA = /^\/api\/v1\/(?:uploads|media)\/[A-Za-z0-9._~/-]+$/;

/** An image or PDF: an http(s) URL or a path under /api/v1/uploads/ or /api/v1/media/. */
export function isMediaReference(value: string): boolean {
  if (LOCAL_MEDIA.test(value)) return !value.split('/').some((s) => s === '.' || s === '..');
  return !!httpUrl(value);
}

const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

/** A YouTube or Vimeo link (the only video players the app's CSP allows). */
export function isVideoUrl(value: string): boolean {
  const url = httpUrl(value);
  return !!url && VIDEO_HOSTS.has(url.hostname.toLowerCase()) && url.pathname.length > 1;
}

/** An optional text field of the forms: blank (or absent, or null) is stored as null. */
const optionalText = (
  max: number,
  tooLong: string,
  valid?: { check: (s: string) => boolean; message: string },
  multiline = false,
) => {
  let field = text({ multiline }).max(max, { error: tooLong });
  if (valid) field = field.refine((s) => s === '' || valid.check(s), { error: valid.message });
  return field.nullish().transform((v) => v || null);
};

const mediaField = () =>
  optionalText(CATALOG_ADMIN_LIMITS.urlMax, CATALOG_ADMIN_MESSAGES.mediaUrl, {
    check: isMediaReference,
    message: CATALOG_ADMIN_MESSAGES.mediaUrl,
  });

const videoField = () =>
  optionalText(CATALOG_ADMIN_LIMITS.urlMax, CATALOG_ADMIN_MESSAGES.videoUrl, {
    check: isVideoUrl,
    message: CATALOG_ADMIN_MESSAGES.videoUrl,
  });

const descriptionField = () =>
  optionalText(CATALOG_ADMIN_LIMITS.descriptionMax, CATALOG_ADMIN_MESSAGES.descriptionTooLong, undefined, true);

/** Up to 5 image slots; empty slots of the form are dropped. */
const galleryField = () =>
  z
    .array(
      text({ error: CATALOG_ADMIN_MESSAGES.mediaUrl })
        .max(CATALOG_ADMIN_LIMITS.urlMax, { error: CATALOG_ADMIN_MESSAGES.mediaUrl })
        .refine((s) => s === '' || isMediaReference(s), { error: CATALOG_ADMIN_MESSAGES.mediaUrl }),
      { error: CATALOG_ADMIN_MESSAGES.mediaUrl },
    )
    .max(CATALOG_ADMIN_LIMITS.galleryMax, { error: CATALOG_ADMIN_MESSAGES.galleryMax })
    .nullish()
    .transform((v) => (v ?? []).filter((s) => s !== ''));

const requiredName = (message: string) =>
  requiredText(message).max(CATALOG_ADMIN_LIMITS.nameMax, { error: CATALOG_ADMIN_MESSAGES.nameTooLong });

/** A required id picked in a select: missing, empty or not a number all read `message`. */
const requiredId = (message: string) => idField(message);

/** POST /campuses and PUT /campuses/{id} (a PUT replaces every field). */
export const campusBody = z.object({
  name: requiredName(CATALOG_ADMIN_MESSAGES.campusNameRequired),
  cityId: requiredId(CATALOG_ADMIN_MESSAGES.campusCityRequired),
  profilePicture: mediaField(),
  coverPicture: mediaField(),
  video: videoField(),
  description: descriptionField(),
  location: optionalText(CATALOG_ADMIN_LIMITS.urlMax, CATALOG_ADMIN_MESSAGES.locationUrl, {
    check: (s) => !!httpUrl(s),
    message: CATALOG_ADMIN_MESSAGES.locationUrl,
  }),
  gallery: galleryField(),
});
export type CampusBody = z.infer<typeof campusBody>;
export type CampusBodyInput = z.input<typeof campusBody>;

/** POST /degrees and PUT /degrees/{id} (a PUT replaces every field). */
export const degreeBody = z.object({
  name: requiredName(VALIDATION.required),
  campusId: requiredId(CATALOG_ADMIN_MESSAGES.degreeCampusRequired),
  areaId: requiredId(VALIDATION.required),
  description: descriptionField(),
  profilePicture: mediaField(),
  coverPicture: mediaField(),
  video: videoField(),
  gallery: galleryField(),
  studyPlan: mediaField(),
  pdfBecas: mediaField(),
});
export type DegreeBody = z.infer<typeof degreeBody>;
export type DegreeBodyInput = z.input<typeof degreeBody>;

/** POST /uploads answers where the file is served. */
export const uploadResult = z
  .object({ url: z.string() })
  .meta({ id: 'UploadResult', description: 'Dónde se sirve el archivo subido' });
export type UploadResult = z.infer<typeof uploadResult>;
