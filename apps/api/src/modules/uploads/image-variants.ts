/**
 * Every uploaded PNG, JPEG or WebP is decoded in full (a corrupt or truncated file is refused),
 * turned upright by its EXIF orientation, stored re-encoded without any metadata (a student's
 * photo must not carry where it was taken) and copied to WebP at a few widths for phones.
 */
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_VARIANT_WIDTHS } from '@tlp/shared';

// One libvips thread per image: uploads are rare and admin-only, and the API's other work (and
// the other requests' images) keeps the second core. The work runs off the event loop anyway.
sharp.concurrency(1);

export type RasterExt = 'png' | 'jpg' | 'webp';

export interface ImageVariant {
  format: 'webp';
  width: number;
  content: Buffer;
}

export interface ProcessedImage {
  content: Buffer;
  width: number;
  height: number;
  variants: ImageVariant[];
}

const INPUT = {
  // A truncated file fails; a harmless warning (a phone's odd marker) does not.
  failOn: 'truncated',
  limitInputPixels: UPLOAD_LIMITS.imageMaxPixels,
  // Only the first frame of an animated WebP or PNG.
  animated: false,
} as const;

function encode(image: Sharp, ext: RasterExt, palette: boolean): Sharp {
  if (ext === 'jpg') return image.jpeg({ quality: 85 });
  // A palette PNG (a logo) stays one, or re-encoding would make it larger.
  if (ext === 'png') return image.png({ compressionLevel: 9, palette });
  return image.webp({ quality: 85 });
}

/** The widths to copy to: the usual ones, never wider than the image (so no upscaling), once each. */
export function variantWidths(imageWidth: number): number[] {
  return [...new Set(UPLOAD_VARIANT_WIDTHS.map((w) => Math.min(w, imageWidth)))];
}

export type ImageResult =
  { ok: true; image: ProcessedImage } | { ok: false; reason: 'corrupt' | 'too-many-pixels'; detail: string };

/**
 * The stored original (longest side at most UPLOAD_LIMITS.imageMaxSide, same format) and its WebP
 * copies; or why the file is refused: it does not decode in full, or it has more pixels than
 * UPLOAD_LIMITS.imageMaxPixels (read from its header, before any pixel is decoded).
 */
export async function processImage(input: Uint8Array, ext: RasterExt): Promise<ImageResult> {
  let original: { data: Buffer; info: OutputInfo };
  try {
    const { isPalette = false } = await sharp(input, INPUT).metadata();
    const upright = sharp(input, INPUT).rotate().resize({
      width: UPLOAD_LIMITS.imageMaxSide,
      height: UPLOAD_LIMITS.imageMaxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked (withMetadata/keepExif): the EXIF, GPS included, is gone.
    original = await encode(upright, ext, isPalette).toBuffer({ resolveWithObject: true });
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    return { ok: false, reason: /pixel limit/i.test(detail) ? 'too-many-pixels' : 'corrupt', detail };
  }
  const { width, height } = original.info;
  // From the re-encoded original: already upright, at most 2000 px, so each copy is quick.
  const variants = await Promise.all(
    variantWidths(width).map(async (w) => ({
      format: 'webp' as const,
      width: w,
      content: await sharp(original.data).resize({ width: w }).webp({ quality: 75 }).toBuffer(),
    })),
  );
  return { ok: true, image: { content: original.data, width, height, variants } };
}
