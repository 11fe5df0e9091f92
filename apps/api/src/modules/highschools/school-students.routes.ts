import { z } from 'zod';
import {
  NUDGE_INTERVAL_DAYS,
  nudgeBody,
  nudgeCandidate,
  nudgeResult,
  PERMISSIONS,
  schoolStudent,
  schoolStudentDetail,
  schoolStudentParams,
  schoolStudentsFilters,
  schoolStudentsQuery,
} from '@tlp/shared';
import { mexicoToday } from '../../lib/csv.ts';
import { refuseHead } from '../../lib/downloads.ts';
import { contentDisposition, fileResponse, pageResponse } from '../../lib/openapi.ts';
import { sendPage } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { schoolOf, schoolRoute } from '../../lib/school-route.ts';

export const schoolStudentsRoutes = apiRoutes('preparatorias', (app, op) => {
  const service = app.services.schoolStudents;

  app.get(
    '/highschools/:id/students',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary:
        'Estudiantes de la preparatoria por apellidos y nombre, con su semestre, su grupo, si terminaron su registro, sus favoritas y sus solicitudes (total en X-Total-Count; el orientador solo su preparatoria)',
      description:
        'search busca en el nombre o el correo sin distinguir mayúsculas ni acentos; groupId=none, los estudiantes sin grupo.',
      querystring: schoolStudentsQuery,
      response: { 200: pageResponse(schoolStudent, 'Una página de estudiantes') },
    }),
    async (request, reply) => sendPage(reply, await service.list(schoolOf(request).id, request.query)),
  );

  const csvRoute = schoolRoute(op, PERMISSIONS.ownHighschool, {
    summary:
      'CSV de los estudiantes de la preparatoria (UTF-8 con BOM), con los filtros de la lista: students-<preparatoria>-AAAA-MM-DD.csv',
    description:
      'Cada descarga queda en la bitácora de auditoría (school_students_csv.download). Sus orientadores no son terceros: no se registra en los datos compartidos de cada estudiante.',
    querystring: schoolStudentsFilters,
    response: {
      200: fileResponse(['text/csv'], 'Los estudiantes en CSV (UTF-8 con BOM); la primera fila son los encabezados', {
        ...contentDisposition(
          '`attachment; filename="students-<preparatoria>-AAAA-MM-DD.csv"` (fecha de Ciudad de México)',
        ),
      }),
    },
  });
  app.get(
    '/highschools/:id/students.csv',
    // Each download is recorded: HEAD, which would send no file, is refused.
    { ...csvRoute, preHandler: [csvRoute.preHandler, refuseHead] },
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      const school = schoolOf(request);
      const csv = await service.csv(userId, school.id, request.query);
      request.log.info(
        { event: 'csv_export', userId, report: 'school_students', highschoolId: school.id },
        'csv export',
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="students-${school.id}-${mexicoToday()}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/highschools/:id/students/:userId',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary:
        'Un estudiante de la preparatoria con sus favoritas y sus solicitudes de reunión y en qué van (404 StudentNotInSchool si no es de ella)',
      params: schoolStudentParams,
      response: { 200: schoolStudentDetail },
    }),
    (request) => service.detail(schoolOf(request).id, request.params.userId),
  );

  app.get(
    '/highschools/:id/nudges',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary: `Estudiantes a quienes conviene un recordatorio: no terminaron su registro, o lo terminaron hace ${NUDGE_INTERVAL_DAYS} días o más sin guardar una favorita`,
      response: { 200: z.array(nudgeCandidate) },
    }),
    (request) => service.nudges(schoolOf(request).id),
  );

  app.post(
    '/highschools/:id/nudges',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary: `Envía un recordatorio por correo a los estudiantes elegidos que lo necesitan (como máximo uno cada ${NUDGE_INTERVAL_DAYS} días por estudiante)`,
      description:
        'Responde cuántos salieron y a quiénes no, y por qué. Queda en la bitácora (nudge.send) con los conteos.',
      body: nudgeBody,
      response: { 200: nudgeResult },
    }),
    async (request) => {
      const userId = currentUserOf(request).id;
      const school = schoolOf(request);
      const result = await service.send(userId, school, request.body.userIds);
      request.log.info(
        {
          event: 'nudges_sent',
          highschoolId: school.id,
          by: userId,
          sent: result.sent,
          skipped: result.skipped.length,
        },
        'nudges sent',
      );
      return result;
    },
  );
});
