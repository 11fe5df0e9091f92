import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { isMediaReference, isVideoUrl } from './uploads.ts';
import { idField, requiredText, text } from './zod-helpers.ts';

// What the admin's campus and degree editors share: limits, messages and field rules.

export const EDITOR_LIMITS = {
  nameMax: 150,
  descriptionMax: 5000,
  urlMax: 2048,
  galleryMax: LIMITS.galleryImages,
} as const;

export const EDITOR_MESSAGES = {
  campusNameRequired: 'El nombre es obligatorio',
  campusCityRequired: 'Selecciona la ciudad de este campus',
  degreeCampusRequired: 'Debes seleccionar el campus al que pertenece esta carrera',
  nameTooLong: `Máximo ${EDITOR_LIMITS.nameMax} caracteres`,
  descriptionTooLong: `Máximo ${EDITOR_LIMITS.descriptionMax} caracteres`,
  mediaUrl: 'Ingresa un enlace que empiece con http:// o https://, o sube un archivo',
  locationUrl: 'Ingresa un enlace que empiece con http:// o https://',
  videoUrl: 'Ingresa un enlace de YouTube o Vimeo',
  galleryMax: `Puedes agregar máximo ${EDITOR_LIMITS.galleryMax} imágenes`,
  cityNotFound: 'La ciudad seleccionada no existe',
  areaNotFound: 'El área seleccionada no existe',
  campusNotFound: 'El campus seleccionado no existe',
  campusMissing: 'El campus no existe',
  degreeMissing: 'La carrera no existe',
  duplicatedDegree: 'Ya existe una carrera con ese nombre en este campus',
  // Results shown by the forms.
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

/** What the admin types to confirm a deletion. */
export const DELETE_CONFIRMATIONS = {
  campus: 'eliminar campus',
  degree: 'eliminar carrera',
} as const;

/** An optional text field of the forms: blank (or absent, or null) is stored as null. */
export const optionalText = (
  max: number,
  tooLong: string,
  valid?: { check: (s: string) => boolean; message: string },
  multiline = false,
) => {
  let field = text({ multiline }).max(max, { error: tooLong });
  if (valid) field = field.refine((s) => s === '' || valid.check(s), { error: valid.message });
  return field.nullish().transform((v) => v || null);
};

export const mediaField = () =>
  optionalText(EDITOR_LIMITS.urlMax, EDITOR_MESSAGES.mediaUrl, {
    check: isMediaReference,
    message: EDITOR_MESSAGES.mediaUrl,
  });

export const videoField = () =>
  optionalText(EDITOR_LIMITS.urlMax, EDITOR_MESSAGES.videoUrl, {
    check: isVideoUrl,
    message: EDITOR_MESSAGES.videoUrl,
  });

export const descriptionField = () =>
  optionalText(EDITOR_LIMITS.descriptionMax, EDITOR_MESSAGES.descriptionTooLong, undefined, true);

/** Up to 5 image slots; empty slots of the form are dropped. */
export const galleryField = () =>
  z
    .array(
      text({ error: EDITOR_MESSAGES.mediaUrl })
        .max(EDITOR_LIMITS.urlMax, { error: EDITOR_MESSAGES.mediaUrl })
        .refine((s) => s === '' || isMediaReference(s), { error: EDITOR_MESSAGES.mediaUrl }),
      { error: EDITOR_MESSAGES.mediaUrl },
    )
    .max(EDITOR_LIMITS.galleryMax, { error: EDITOR_MESSAGES.galleryMax })
    .nullish()
    .transform((v) => (v ?? []).filter((s) => s !== ''));

export const requiredName = (message: string) =>
  requiredText(message).max(EDITOR_LIMITS.nameMax, { error: EDITOR_MESSAGES.nameTooLong });

/** A required id picked in a select: missing, empty or not a number all read `message`. */
export const requiredId = (message: string) => idField(message);
