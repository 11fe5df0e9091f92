/**
 * Generated media of the demo catalogue: SVG pictures (by kind and seed) and the PDFs of a
 * degree ('plan' de estudios, 'becas'). Public: <img> and links carry no session.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors.ts';
import { contentDisposition, errorResponses, fileResponse } from '../../../lib/openapi.ts';
import { IMAGE_KINDS, isImageKind, renderPlaceholderSvg } from './generated-images.ts';
import { renderPlaceholderPdf } from './generated-pdf.ts';
import { degreeInfo } from './degree-info.ts';
import { becasLines, becasTitle, planLines, planTitle } from './pdf-content.ts';

const SVG_FILE = /^([a-z0-9-]{1,80})\.svg$/;
const PDF_FILE = /^([1-9][0-9]{0,9})\.pdf$/;
const PDF_KINDS = ['plan', 'becas'] as const;
type PdfKind = (typeof PDF_KINDS)[number];

/** Kind and file are checked by hand, so that any bad name is a 404 (not a validation 400). */
const imageParams = z.object({
  kind: z.string().describe(IMAGE_KINDS.join(' | ')),
  file: z.string().describe('<semilla>.svg, semilla de [a-z0-9-], máximo 80 caracteres'),
});
const pdfParams = z.object({
  kind: z.string().describe('plan | becas'),
  file: z.string().describe('<id de la carrera>.pdf'),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/** `readDegree`: what a degree's PDFs say of it (its name, campus…), read from the catalogue. */
export async function mediaRoutes(
  fastify: FastifyInstance,
  { readDegree }: { readDegree: (id: number) => ReturnType<typeof degreeInfo> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/media/generated/:kind/:file',
    {
      config: { public: true },
      schema: {
        tags: ['medios'],
        summary: 'Imagen generada (SVG) de campus o carrera',
        params: imageParams,
        response: { 200: fileResponse(['image/svg+xml'], 'La imagen SVG'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const seed = SVG_FILE.exec(file)?.[1];
      if (!isImageKind(kind) || !seed) throw notFound();
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(renderPlaceholderSvg(kind, seed));
    },
  );

  app.get(
    '/media/generated-pdf/:kind/:file',
    {
      config: { public: true },
      schema: {
        tags: ['medios'],
        summary: 'PDF generado de una carrera (plan de estudios o becas)',
        params: pdfParams,
        response: {
          200: fileResponse(
            ['application/pdf'],
            'El PDF',
            contentDisposition('`inline; filename="plan-de-estudios-<carrera>.pdf"` o `"becas-<carrera>.pdf"`'),
          ),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = Number(PDF_FILE.exec(file)?.[1]);
      if (!(PDF_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(id) || id > 2_147_483_647)
        throw notFound();
      const info = await readDegree(id);
      if (!info) throw notFound();
      const pdf =
        (kind as PdfKind) === 'plan'
          ? renderPlaceholderPdf(planTitle(info), planLines(info))
          : renderPlaceholderPdf(becasTitle(info), becasLines(info));
      const name = `${kind === 'plan' ? 'plan-de-estudios' : 'becas'}-${slug(info.name)}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${name}"`)
        .header('Cache-Control', 'public, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    },
  );
}
