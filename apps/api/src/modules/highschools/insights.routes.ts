import {
  adminFunnelFilters,
  adminFunnelQuery,
  adminFunnelRow,
  INTERESTS_MIN_STUDENTS,
  PERMISSIONS,
  schoolFunnel,
  schoolInterests,
  schoolTrend,
} from '@tlp/shared';
import { mexicoToday } from '../../lib/csv.ts';
import { CSV_COMPRESSION, refuseHead } from '../../lib/downloads.ts';
import { contentDisposition, errorResponses, fileResponse, pageResponse } from '../../lib/openapi.ts';
import { sendPage } from '../../lib/replies.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { schoolOf, schoolRoute } from '../../lib/school-route.ts';

export const insightsRoutes = apiRoutes('preparatorias', (app, op) => {
  const service = app.services.insights;

  // Static segments win over `:id` in the router: these never read as a school id.
  app.get(
    '/highschools/funnel',
    op(PERMISSIONS.manageHighschools, {
      summary: 'El embudo de cada preparatoria, por nombre (total en X-Total-Count; `cityId` filtra por ciudad)',
      querystring: adminFunnelQuery,
      response: { 200: pageResponse(adminFunnelRow, 'Una página de preparatorias'), ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const { page, pageSize, ...filters } = request.query;
      return sendPage(reply, await service.schools(filters, { page, pageSize }));
    },
  );

  app.get(
    '/highschools/funnel.csv',
    {
      ...op(PERMISSIONS.manageHighschools, {
        summary: 'El embudo de cada preparatoria en CSV (UTF-8 con BOM); la descarga queda registrada',
        querystring: adminFunnelFilters,
        response: {
          200: fileResponse(
            ['text/csv'],
            'El embudo en CSV; la primera fila son los encabezados',
            contentDisposition(
              '`attachment; filename="embudo-preparatorias-AAAA-MM-DD.csv"` (fecha de Ciudad de México)',
            ),
          ),
          ...errorResponses(400, 401, 403),
        },
      }),
      compress: CSV_COMPRESSION,
      // Each download is recorded: HEAD, which would send no file, is refused.
      preHandler: refuseHead,
    },
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      const csv = await service.csv(userId, request.query);
      request.log.info({ event: 'csv_export', userId, report: 'school_funnel' }, 'csv export');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="embudo-preparatorias-${mexicoToday()}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/highschools/:id/funnel',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary:
        'Embudo de la preparatoria y de cada grupo: registrados, registro terminado, favorita, solicitud, agendada, asistida',
      description: 'Cuenta estudiantes distintos, no solicitudes. El último grupo es "Sin grupo" (`id: null`).',
      response: { 200: schoolFunnel },
    }),
    (request) => service.funnel(schoolOf(request).id),
  );

  app.get(
    '/highschools/:id/trend',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary:
        'Registros y solicitudes de reunión por semana del ciclo (1 de agosto a 31 de julio), metas y pronóstico',
      description:
        'Semanas de lunes a domingo en Ciudad de México. El pronóstico sigue el promedio de las últimas 4 semanas completas; `reaches_on` es null si a ese ritmo la meta no se alcanza antes del fin del ciclo.',
      response: { 200: schoolTrend },
    }),
    (request) => service.trend(schoolOf(request).id),
  );

  app.get(
    '/highschools/:id/interests',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary: 'Áreas, carreras y ciudades que interesan a los estudiantes de la preparatoria',
      description: `Estudiantes distintos por área (de sus favoritas), carrera favorita y ciudad preferida. Un grupo de menos de ${INTERESTS_MIN_STUDENTS} estudiantes se cuenta en "Otros", que solo aparece con al menos ${INTERESTS_MIN_STUDENTS}; a lo más 10 con nombre.`,
      response: { 200: schoolInterests },
    }),
    (request) => service.interests(schoolOf(request).id),
  );
});
