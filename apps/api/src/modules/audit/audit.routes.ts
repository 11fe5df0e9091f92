import { auditFilters, auditListQuery, auditRow, PERMISSIONS } from '@tlp/shared';
import { mexicoToday } from '../../lib/csv.ts';
import { CSV_COMPRESSION, refuseHead } from '../../lib/downloads.ts';
import { contentDisposition, errorResponses, fileResponse, pageResponse } from '../../lib/openapi.ts';
import { sendPage } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';

export const auditRoutes = apiRoutes('auditoría', (app, op) => {
  const service = app.services.audit;

  app.get(
    '/audit',
    op(PERMISSIONS.auditTrail, {
      summary:
        'Bitácora de auditoría: acciones del personal, de la más reciente a la más antigua (total en X-Total-Count)',
      description:
        'Filtra por usuario (`user`: su id o su correo), acción (`action`) y días (`from`, `to`, AAAA-MM-DD en Ciudad de México, ambos incluidos). Nunca incluye contraseñas, tokens ni claves. Nadie puede editar ni borrar sus filas.',
      querystring: auditListQuery,
      response: {
        200: pageResponse(auditRow, 'Una página de la bitácora'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (request, reply) => sendPage(reply, await service.page(request.query)),
  );

  app.get(
    '/audit/csv',
    {
      ...op(PERMISSIONS.auditTrail, {
        summary: 'La bitácora de auditoría en CSV (UTF-8 con BOM) con los mismos filtros; la descarga queda registrada',
        querystring: auditFilters,
        response: {
          200: fileResponse(
            ['text/csv'],
            'La bitácora en CSV; la primera fila son los encabezados',
            contentDisposition('`attachment; filename="auditoria-AAAA-MM-DD.csv"` (fecha de Ciudad de México)'),
          ),
          ...errorResponses(400, 401, 403),
        },
      }),
      compress: CSV_COMPRESSION,
      // Each download is recorded: HEAD, which would send no file, is refused.
      preHandler: refuseHead,
    },
    async (request, reply) => {
      const csv = await service.csv(currentUserOf(request).id, request.query);
      request.log.info({ event: 'csv_export', userId: currentUserOf(request).id, report: 'audit' }, 'csv export');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="auditoria-${mexicoToday()}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
});
