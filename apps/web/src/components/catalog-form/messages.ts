import { EDITOR_LIMITS, EDITOR_MESSAGES } from '@tlp/shared/editor-fields';
import { UPLOAD_LIMITS } from '@tlp/shared/uploads';
import { pageTitle } from '@/config/page-title.ts';
import { UI_TEXT } from '@/config/ui-text.ts';

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

/** The not-found texts of a catalog record's pages: `thisOne` ('este campus'), `theOne` ('el campus'). */
export function catalogNotFoundText(thisOne: string, theOne: string) {
  return {
    notFoundTitle: `No encontramos ${thisOne}`,
    notFoundBody: `Es posible que el enlace esté incompleto o que ${theOne} ya no esté disponible.`,
  } as const;
}

/**
 * The texts every campus or degree editor has: the labels of the shared fields, the edit page's
 * title, and the notices of saving and deleting (EDITOR_MESSAGES of @tlp/shared).
 */
export function catalogEditorText(kind: 'campus' | 'degree') {
  return {
    loading: UI_TEXT.loadingPage,
    editPageTitle: (name: string) => pageTitle(`Editar ${name}`),
    name: 'Nombre',
    description: 'Descripción',
    profilePicture: 'Foto de perfil',
    coverPicture: 'Foto de portada',
    video: 'Video',
    created: EDITOR_MESSAGES[`${kind}Created`],
    updated: EDITOR_MESSAGES[`${kind}Updated`],
    deleted: EDITOR_MESSAGES[`${kind}Deleted`],
    createError: EDITOR_MESSAGES[`${kind}CreateError`],
    updateError: EDITOR_MESSAGES[`${kind}UpdateError`],
    deleteError: EDITOR_MESSAGES[`${kind}DeleteError`],
  } as const;
}
