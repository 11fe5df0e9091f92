/**
 * Every uploaded PNG, JPEG or WebP is decoded in full (a corrupt or truncated file is refused),
 * turned upright by its EXIF orientation, stored re-encoded without any metadata (a student's
 * photo must not carry where it was taken) and copied to WebP at a few widths for phones.
 */
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_VARIANT_WIDTHS } from '@tlp/shared';
import { concurrencyLimit } from '../../lib/concurrency-limit.ts';

// One libvips thread per image: uploads are rare and admin-only, and the API's other work (and
// the other requests' images) keeps the second core. The work runs off the event loop anyway.
sharp.concurrency(1);

/** Images decoded and re-encoded at once in this process; the others wait their turn. */
export const IMAGE_JOBS_AT_ONCE = 1;
/** Each libvips pipeline (the original, each copy) stops after this long: a costly image is refused. */
export const IMAGE_TIMEOUT_SECONDS = 10;
const imageJobs = concurrencyLimit(IMAGE_JOBS_AT_ONCE);

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
  | { ok: true; image: ProcessedImage }
  | { ok: false; reason: 'corrupt' | 'too-many-pixels' | 'too-large' | 'timeout'; detail: string };

const failure = (err: unknown): ImageResult => {
  const detail = err instanceof Error ? err.message : String(err);
  const reason = /pixel limit/i.test(detail) ? 'too-many-pixels' : /timeout/i.test(detail) ? 'timeout' : 'corrupt';
  return { ok: false, reason, detail };
};

/**
 * The stored original (longest side at most UPLOAD_LIMITS.imageMaxSide, same format) and its WebP
 * copies; or why the file is refused: it does not decode in full, it has more pixels than
 * UPLOAD_LIMITS.imageMaxPixels or a side longer than UPLOAD_LIMITS.imageMaxInputSide (both read
 * from its header, before any pixel is decoded), or its work takes longer than
 * IMAGE_TIMEOUT_SECONDS. At most IMAGE_JOBS_AT_ONCE images are decoded at once.
 */
export async function processImage(input: Uint8Array, ext: RasterExt): Promise<ImageResult> {
  let header: { width?: number; height?: number; isPalette?: boolean };
  try {
    header = await sharp(input, INPUT).metadata();
  } catch (err) {
    return failure(err);
  }
  const { width = 0, height = 0, isPalette = false } = header;
  if (width > UPLOAD_LIMITS.imageMaxInputSide || height > UPLOAD_LIMITS.imageMaxInputSide)
    return { ok: false, reason: 'too-large', detail: `${width}x${height}` };
  return imageJobs(() => reencode(input, ext, isPalette));
}

async function reencode(input: Uint8Array, ext: RasterExt, palette: boolean): Promise<ImageResult> {
  const timeout = { seconds: IMAGE_TIMEOUT_SECONDS };
  let original: { data: Buffer; info: OutputInfo };
  try {
    const upright = sharp(input, INPUT).timeout(timeout).rotate().resize({
      width: UPLOAD_LIMITS.imageMaxSide,
      height: UPLOAD_LIMITS.imageMaxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked (withMetadata/keepExif): the EXIF, GPS included, is gone.
    original = await encode(upright, ext, palette).toBuffer({ resolveWithObject: true });
  } catch (err) {
    return failure(err);
  }
  const { width, height } = original.info;
  // From the re-encoded original: already upright, at most 2000 px, so each copy is quick.
  try {
    const variants = await Promise.all(
      variantWidths(width).map(async (w) => ({
        format: 'webp' as const,
        width: w,
        content: await sharp(original.data).timeout(timeout).resize({ width: w }).webp({ quality: 75 }).toBuffer(),
      })),
    );
    return { ok: true, image: { content: original.data, width, height, variants } };
  } catch (err) {
    return failure(err);
  }
}
