// The WebP copies of uploaded images, for `srcset` (no zod here: cards load it on every screen).

/**
 * The widths (px) of the WebP copies stored for every uploaded PNG, JPEG or WebP, served as
 * `/api/v1/uploads/<name>?w=<width>&format=webp` (never wider than the original).
 */
export const UPLOAD_VARIANT_WIDTHS = [320, 640, 1280] as const;

/** An uploaded raster image (the ones with WebP copies), by its URL. */
const UPLOADED_RASTER = /^\/api\/v1\/uploads\/[a-f0-9]{32}\.(?:png|jpg|webp)$/;

/** A `srcset` over the WebP copies of an uploaded raster image; undefined for any other URL. */
export function uploadSrcSet(url: string): string | undefined {
  if (!UPLOADED_RASTER.test(url)) return undefined;
  return UPLOAD_VARIANT_WIDTHS.map((w) => `${url}?w=${w}&format=webp ${w}w`).join(', ');
}
