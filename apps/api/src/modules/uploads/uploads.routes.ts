import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ERROR_MESSAGES,
  PERMISSIONS,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  UPLOAD_VARIANT_WIDTHS,
  uploadResult,
} from '@tlp/shared';
import { AppError, codeError, notFound, unsupportedMedia, validationError } from '../../lib/errors.ts';
import { errorResponse, errorResponses, fileResponse } from '../../lib/openapi.ts';
import { created } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { mimeOfExtension } from './file-types.ts';

/** A broken multipart body is the client's fault: 400, never a 500. */
function badMultipart(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return new AppError(400, 'BadRequest', ERROR_MESSAGES.validation);
}

/** The bytes of the one file field `file`, read up to the largest limit (PDF). */
async function readFileField(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw unsupportedMedia();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (err) {
    throw badMultipart(err);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw validationError([{ path: 'file', message: UPLOAD_MESSAGES.fileRequired }]);
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw codeError('FileTooLarge');
    throw badMultipart(err);
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const variantQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .optional()
    .meta({ description: `Ancho en píxeles: la copia más angosta que lo cubra (${UPLOAD_VARIANT_WIDTHS.join(', ')})` }),
  format: z
    .enum(['webp'])
    .optional()
    .meta({ description: 'Una copia WebP de una imagen PNG, JPEG o WebP (con `w`, o la más ancha)' }),
});
/** An SVG opened directly must not run or load anything, whatever slipped through the check. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Admin uploads of images and PDFs (decisions.md), checked by content and served back. */
export const uploadsRoutes = apiRoutes('archivos', async (app, op) => {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 1024,
      fields: 5,
      fileSize: UPLOAD_LIMITS.pdfMaxBytes,
      files: 1,
      parts: 6,
      headerPairs: 50,
    },
  });
  const service = app.services.uploads;

  app.post(
    '/uploads',
    {
      ...op(PERMISSIONS.manageCatalog, {
        summary: 'Sube una imagen (PNG, JPEG, WebP o SVG, hasta 5 MB) o un PDF (hasta 10 MB) en el campo "file"',
        description:
          'Una imagen PNG, JPEG o WebP se decodifica completa (si está dañada o incompleta: 400 `CorruptImage`), se ' +
          'endereza, se guarda sin metadatos (EXIF, ubicación) con su lado mayor de hasta 2000 px y con copias WebP de ' +
          `${UPLOAD_VARIANT_WIDTHS.join(', ')} px de ancho. Un SVG se guarda tal cual, tras revisarlo.`,
        consumes: ['multipart/form-data'],
        body: z.object({ file: z.string().meta({ format: 'binary', description: 'El archivo' }) }),
        response: {
          201: uploadResult,
          ...errorResponse(400, 'Falta el campo `file`, o la imagen está dañada o incompleta (`CorruptImage`)'),
          ...errorResponses(401, 403),
          ...errorResponse(
            413,
            'El archivo excede su tamaño (`FileTooLarge`), la imagen sus píxeles (`ImageTooManyPixels`), o un lado de la ' +
              `imagen mide más de ${UPLOAD_LIMITS.imageMaxInputSide} px o procesarla tarda demasiado (\`ImageTooLarge\`)`,
          ),
          ...errorResponses(415),
        },
      }),
      // The multipart stream is read by the handler; the body schema only documents it.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const name = await service.upload(currentUserOf(request).id, await readFileField(request), request.log);
      return created(reply, { url: `/api/v1/uploads/${name}` });
    },
  );

  app.get(
    '/uploads/:name',
    // Public, so <img> and download links work without a session.
    op('public', {
      summary: 'Un archivo subido (imagen o PDF), o una copia WebP más ligera de una imagen (`w`, `format`)',
      params: z.object({ name: z.string() }),
      querystring: variantQuery,
      response: {
        200: fileResponse(
          ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf'],
          'El archivo, con el tipo de su contenido (se guarda en caché: su nombre nunca cambia de contenido). ' +
            'Con `w` o `format`, la copia WebP; si no la tiene (un SVG, un PDF o una imagen subida antes de ' +
            'que hubiera copias), el archivo mismo',
        ),
        ...errorResponses(400, 404),
      },
    }),
    async (request, reply) => {
      const { name } = request.params;
      const file = await service.open(name, request.query);
      const mime = file && mimeOfExtension(file.ext);
      if (!file || !mime) throw notFound('El archivo no existe');
      reply
        .header('Content-Type', mime)
        .header('Content-Length', String(file.content.length))
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff');
      if (file.ext === 'svg') reply.header('Content-Security-Policy', SVG_CSP);
      return reply.send(file.content);
    },
  );
});
