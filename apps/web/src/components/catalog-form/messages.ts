import { EDITOR_LIMITS } from '@tlp/shared/editor-fields';
import { UPLOAD_LIMITS } from '@tlp/shared/uploads';

const imageMaxMb = UPLOAD_LIMITS.imageMaxBytes / (1024 * 1024);

/** Texts of the campus and degree forms that both share. */
export const CATALOG_FORM_TEXT = {
  images: 'Imágenes',
  videoHint: 'Enlace de YouTube o Vimeo.',
  gallery: 'Galería',
  galleryHint: `Hasta ${EDITOR_LIMITS.galleryMax} imágenes: pega un enlace o sube una imagen PNG, JPEG, WebP o SVG (máximo ${imageMaxMb} MB). Deja vacíos los espacios que no uses.`,
  gallerySlot: (index: number) => `Imagen ${index} de la galería`,
  dangerZone: 'Zona de peligro',
} as const;
