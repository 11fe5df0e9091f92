import { UPLOAD_LIMITS } from '@tlp/shared/uploads';

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** What the media field says; the upload rules and their errors are UPLOAD_MESSAGES of @tlp/shared. */
export const UPLOAD_TEXT = {
  upload: 'Subir archivo',
  uploading: 'Subiendo…',
  imageHint: `Pega un enlace o sube una imagen PNG, JPEG, WebP o SVG (máximo ${megabytes(UPLOAD_LIMITS.imageMaxBytes)} MB).`,
  pdfHint: `Pega un enlace o sube un PDF (máximo ${megabytes(UPLOAD_LIMITS.pdfMaxBytes)} MB).`,
  preview: (label: string) => `Vista previa de ${label.toLowerCase()}`,
  openPdf: 'Ver PDF',
} as const;
