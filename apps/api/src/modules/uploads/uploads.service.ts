import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_LIMITS, UPLOAD_VARIANT_WIDTHS, type ErrorCode } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { codeError } from '../../lib/errors.ts';
import { detectFileType } from './file-types.ts';
import { processImage, type ImageResult } from './image-variants.ts';
import { uploadStore } from './upload-store.ts';

const MAX_VARIANT_WIDTH = UPLOAD_VARIANT_WIDTHS.at(-1)!;

/** The error code of each reason an image is refused. */
const REFUSALS = {
  corrupt: 'CorruptImage',
  'too-many-pixels': 'ImageTooManyPixels',
  'too-large': 'ImageTooLarge',
  timeout: 'ImageTooLarge',
} as const satisfies Record<Exclude<ImageResult, { ok: true }>['reason'], ErrorCode>;

/**
 * Admin uploads of images and PDFs (decisions.md): checked by their content, raster images decoded
 * and re-encoded without metadata with their WebP copies, kept in the database and served back.
 */
export function uploadsService({ work, config, log: appLog }: ServiceContext) {
  const store = uploadStore(work.db, config.uploadsDir);
  return {
    /**
     * Checks, re-encodes and stores a file, recorded in the audit trail in the same unit of work;
     * answers its name. A refusal is logged (to `log`, the request's) with its reason.
     */
    async upload(actorId: number, content: Uint8Array, log: FastifyBaseLogger = appLog): Promise<string> {
      const detected = detectFileType(content);
      if (!detected.ok) {
        log.warn({ event: 'upload_refused', reason: detected.reason, by: actorId }, 'upload refused');
        throw codeError(detected.reason === 'unsafe-svg' ? 'UnsafeSvg' : 'UnsupportedFileType');
      }
      const max = detected.type.kind === 'pdf' ? UPLOAD_LIMITS.pdfMaxBytes : UPLOAD_LIMITS.imageMaxBytes;
      if (content.length > max) throw codeError('FileTooLarge');
      const { ext } = detected.type;
      const started = performance.now();
      // SVGs (already checked) and PDFs are kept as they are; raster images decoded and re-encoded.
      const processed = ext === 'svg' || ext === 'pdf' ? undefined : await processImage(content, ext);
      if (processed && !processed.ok) {
        log.warn(
          { event: 'upload_refused', reason: processed.reason, detail: processed.detail, by: actorId },
          'upload refused',
        );
        throw codeError(REFUSALS[processed.reason]);
      }
      const image = processed?.image;
      const stored = image?.content ?? content;
      const name = await work.run(async (unit) => {
        const saved = await uploadStore(unit.db, config.uploadsDir).save(stored, ext, image?.variants);
        await unit.audit({
          actorId,
          action: 'upload.create',
          entityId: saved,
          after: { name: saved, ext, bytes: stored.length },
        });
        return saved;
      });
      log.info(
        {
          event: 'upload',
          file: name,
          bytes: content.length,
          ...(image && {
            stored: stored.length,
            size: `${image.width}x${image.height}`,
            variants: image.variants.map((v) => `${v.width}:${v.content.length}`).join(' '),
            ms: Math.round(performance.now() - started),
          }),
          by: actorId,
        },
        'file uploaded',
      );
      return name;
    },

    /** The file, or its WebP copy closest to `width` (the widest without one) when asked for either. */
    open: (name: string, variant: { w?: number; format?: 'webp' }) =>
      variant.w === undefined && variant.format === undefined
        ? store.open(name)
        : store.openVariant(name, variant.format ?? 'webp', variant.w ?? MAX_VARIANT_WIDTH),
  };
}
