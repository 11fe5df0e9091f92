import { z } from 'zod';

export * from './upload-variants.ts';

// Files: what may be uploaded and what a stored media reference (image, PDF, video link) may be.

/** Upload limits (decisions.md: checked by content, size-limited). */
export const UPLOAD_LIMITS = {
  imageMaxBytes: 5 * 1024 * 1024,
  pdfMaxBytes: 10 * 1024 * 1024,
  /** A decoded PNG, JPEG or WebP may have at most this many pixels (a decompression bomb is refused). */
  imageMaxPixels: 50_000_000,
  /** The stored original's longest side: a larger photo is scaled down when uploaded. */
  imageMaxSide: 2000,
  /**
   * A PNG, JPEG or WebP may be at most this wide and this tall (read from its header): a picture of
   * few pixels but a huge aspect ratio (1 × 49,000,000) takes many seconds to resize.
   */
  imageMaxInputSide: 10_000,
  /** For `<input type="file" accept>`; the server checks the content, not this list. */
  accept: 'image/png,image/jpeg,image/webp,image/svg+xml,application/pdf',
} as const;

export const UPLOAD_MESSAGES = {
  fileRequired: 'Selecciona un archivo',
  fileTooLarge: 'El archivo es demasiado grande',
  unsupportedType: 'Solo se permiten imágenes PNG, JPEG, WebP o SVG y documentos PDF',
  unsafeSvg: 'La imagen SVG contiene elementos no permitidos',
  uploadError: 'Ocurrió un error al subir el archivo',
  corruptImage: 'La imagen está dañada o incompleta; súbela de nuevo.',
  imageTooManyPixels: 'La imagen tiene demasiados píxeles (hasta 50 megapíxeles); redúcela y súbela de nuevo.',
  imageTooLarge: `La imagen es demasiado grande para procesarla: cada lado puede medir hasta ${UPLOAD_LIMITS.imageMaxInputSide.toLocaleString('es-MX')} píxeles. Redúcela y súbela de nuevo.`,
} as const;

/** An absolute http(s) URL, or undefined. */
export function httpUrl(value: string): URL | undefined {
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

/** POST /uploads answers where the file is served. */
export const uploadResult = z
  .object({ url: z.string() })
  .meta({ id: 'UploadResult', description: 'Dónde se sirve el archivo subido' });
export type UploadResult = z.infer<typeof uploadResult>;
