import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { contentDisposition, errorResponses, fileResponse } from '../../lib/openapi.ts';
import { currentUserOf } from '../../plugins/auth.ts';
import { CSV_BOM, csvRow, mexicoDateTime, mexicoToday } from './csv.ts';
import { reportsRepository, type MeetingReportRow } from './reports.repository.ts';

export const MEETINGS_CSV_HEADER = [
  'Estudiante',
  'Correo electrónico',
  'Teléfono',
  'Preparatoria',
  'Ciudad',
  'Carrera',
  'Campus',
  'Fecha',
] as const;

const PAGE = 500;

const toCells = (m: MeetingReportRow) => [
  m.student,
  m.email,
  m.phone,
  m.school,
  m.city,
  m.degree,
  m.campus,
  mexicoDateTime(m.created_at),
];

export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = reportsRepository(app.db);

  app.get(
    '/meetings',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['reportes'],
        summary: 'Reporte CSV de reuniones (UTF-8 con BOM), una fila por reunión: meetings-AAAA-MM-DD.csv',
        response: {
          200: fileResponse(
            ['text/csv'],
            'El reporte en CSV (UTF-8 con BOM); la primera fila son los encabezados',
            contentDisposition('`attachment; filename="meetings-AAAA-MM-DD.csv"` (fecha de Ciudad de México)'),
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      // The first page is read before answering, so a database failure is still a clean 500.
      const first = await repo.meetingsAfter(0, PAGE);
      request.log.info({ event: 'csv_export', userId, report: 'meetings' }, 'csv export');

      async function* lines() {
        yield CSV_BOM + csvRow(MEETINGS_CSV_HEADER);
        let page = first;
        while (page.length) {
          yield page.map((m) => csvRow(toCells(m))).join('');
          if (page.length < PAGE) return;
          page = await repo.meetingsAfter(page[page.length - 1]!.id, PAGE);
        }
      }

      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="meetings-${mexicoToday()}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
}
