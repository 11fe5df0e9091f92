import { z } from 'zod';
import { createMeetingBody, idParam, meeting, PERMISSIONS, ratingBody, slotChoiceBody } from '@tlp/shared';
import { mexicoToday } from '../../lib/csv.ts';
import { CSV_COMPRESSION, refuseHead } from '../../lib/downloads.ts';
import { contentDisposition, errorResponses, fileResponse } from '../../lib/openapi.ts';
import { created } from '../../lib/replies.ts';
import { assertSelfStudent } from '../../lib/ownership.ts';
import { apiRoutes, operations } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { unitOfWork } from '../../core/unit-of-work.ts';
import { auditTrail } from '../audit/audit.service.ts';
import { REMINDER_JOB, type ReminderPayload } from './meeting-notices.ts';
import { meetingsReportExport } from './meetings-report-export.ts';

export const meetingsRoutes = apiRoutes('reuniones', (app, op) => {
  const service = app.services.meetings;
  const bookings = app.services.bookings;
  const reports = meetingsReportExport({
    db: app.db,
    dbKind: app.dbKind,
    work: unitOfWork(app.db, auditTrail),
    subjectKeys: app.subjectKeys,
  });

  app.get(
    '/users/:id/meetings',
    op(PERMISSIONS.studentArea, {
      summary: 'Reuniones agendadas del estudiante',
      params: idParam,
      response: { 200: z.array(meeting), ...errorResponses(400, 401, 403) },
    }),
    (request) => bookings.list(assertSelfStudent(request, request.params.id)),
  );

  app.put(
    '/meetings/:id/slot',
    op(PERMISSIONS.studentArea, {
      summary:
        'Elige (o cambia) el horario de una solicitud propia: 409 SlotFull, SlotUnavailable, MeetingHeld o TooLateToChange (a menos de 2 horas); 404 un horario de otro campus',
      params: idParam,
      body: slotChoiceBody,
      response: { 200: meeting, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    (request) => bookings.book(currentUserOf(request).id, request.params.id, request.body.slotId),
  );

  app.delete(
    '/meetings/:id/slot',
    op(PERMISSIONS.studentArea, {
      operationId: 'deleteMeetingBooking',
      summary: 'Cancela el horario de una solicitud propia, hasta 2 horas antes (409 TooLateToChange)',
      params: idParam,
      response: { 200: meeting, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    (request) => bookings.unbook(currentUserOf(request).id, request.params.id),
  );

  app.put(
    '/meetings/:id/rating',
    op(PERMISSIONS.studentArea, {
      summary: 'Califica una reunión propia (1 a 5, con un comentario opcional) una vez que empezó',
      params: idParam,
      body: ratingBody,
      response: { 200: meeting, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    (request) => bookings.rate(currentUserOf(request).id, request.params.id, request.body),
  );

  // The reminders of booked meetings, run by the job queue.
  app.jobs.register(REMINDER_JOB, (payload) => bookings.remind(payload as ReminderPayload));

  app.post(
    '/meetings',
    op(PERMISSIONS.studentArea, {
      summary:
        'Agenda una reunión sobre una carrera favorita (máximo 4; 409 DuplicatedResource, FavoriteRequired, MeetingLimitReached, o ContactSharingWithdrawn si dejó de compartir sus datos de contacto y no envía `consentToShare: true`)',
      body: createMeetingBody,
      response: { 201: z.object({ degreeId: z.number() }), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const userId = assertSelfStudent(request, request.body.userId);
      await service.create(userId, request.body.degreeId, request.body.consentToShare);
      return created(reply, { degreeId: request.body.degreeId });
    },
  );

  app.get(
    '/meetings',
    {
      ...operations('reportes')(PERMISSIONS.meetingsReport, {
        summary: 'Reporte CSV de reuniones (UTF-8 con BOM), una fila por reunión: meetings-AAAA-MM-DD.csv',
        description:
          'Cada descarga queda en la bitácora de auditoría y, por cada estudiante que contiene, en su registro de datos compartidos (con el id de la exportación, en el encabezado `X-Export-Id`).',
        response: {
          200: fileResponse(['text/csv'], 'El reporte en CSV (UTF-8 con BOM); la primera fila son los encabezados', {
            ...contentDisposition('`attachment; filename="meetings-AAAA-MM-DD.csv"` (fecha de Ciudad de México)'),
            'X-Export-Id': {
              type: 'string',
              description: 'El id de esta exportación, el mismo que registran los datos compartidos de cada estudiante',
            },
          }),
          ...errorResponses(401, 403),
        },
      }),
      compress: CSV_COMPRESSION,
      // Each download is recorded: HEAD, which would send no file, is refused.
      preHandler: refuseHead,
    },
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      const { exportId, csv } = await reports.start(userId);
      request.log.info({ event: 'csv_export', userId, report: 'meetings', exportId }, 'csv export');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="meetings-${mexicoToday()}.csv"`)
        .header('Cache-Control', 'no-store')
        .header('X-Export-Id', exportId)
        .send(csv);
    },
  );
});
