import { z } from 'zod';
import {
  campusMeetingsSummary,
  createdSlots,
  idParam,
  inboxQuery,
  inboxRequest,
  meetingSlot,
  outcomeBody,
  PERMISSIONS,
  schoolMeetingsSummary,
  slotBody,
  slotsQuery,
} from '@tlp/shared';
import { forbidden } from '../../lib/errors.ts';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { created, noContent, sendPage } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { schoolOf, schoolRoute } from '../../lib/school-route.ts';

/**
 * The university side of meetings: a campus's representative reads the requests that reached it,
 * publishes and cancels time slots, and marks outcomes; students read the slots they may book;
 * staff read requested → booked → attended per school and per campus.
 */
export const universityRoutes = apiRoutes('reuniones con universidades', (app, op) => {
  const { slots, meetings, bookings } = app.services;

  app.get(
    '/university/meeting-requests',
    op(PERMISSIONS.universityArea, {
      summary: 'Solicitudes de reunión que llegaron al campus del representante',
      description:
        'Solo las que se pueden compartir (la preparatoria lo autorizó, y el estudiante es mayor de edad o su madre, padre o tutor dio su consentimiento), con los datos compartidos del estudiante y nada más. La primera vez que una solicitud aparece aquí queda en el registro de datos compartidos del estudiante.',
      querystring: inboxQuery,
      response: { 200: pageResponse(inboxRequest, 'Una página de solicitudes'), ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const { state, ...page } = request.query;
      return sendPage(reply, await meetings.inbox(currentUserOf(request), page, state));
    },
  );

  app.put(
    '/meetings/:id/outcome',
    op(PERMISSIONS.universityArea, {
      summary: 'El representante marca si el estudiante asistió (409 MeetingNotHeldYet antes del horario)',
      params: idParam,
      body: outcomeBody,
      response: { 200: inboxRequest, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const user = currentUserOf(request);
      await bookings.setOutcome(user, request.params.id, request.body.attended);
      return meetings.inboxItem(user, request.params.id);
    },
  );

  app.post(
    '/meeting-slots',
    op(PERMISSIONS.universityArea, {
      summary:
        'Publica un horario de reuniones, o el mismo cada semana durante `weeks` semanas (400 en el pasado, sin minutos, sin lugares o sin https; 409 SlotOverlap si se empalma con otro del representante)',
      body: slotBody,
      response: { 201: createdSlots, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => created(reply, await slots.create(currentUserOf(request), request.body)),
  );

  app.get(
    '/meeting-slots',
    op([...PERMISSIONS.universityArea, ...PERMISSIONS.studentArea], {
      summary:
        'Horarios de un campus: el representante ve los de su campus; el estudiante, los disponibles de un campus donde tiene una solicitud (`campusId`)',
      querystring: slotsQuery,
      response: { 200: z.array(meetingSlot), ...errorResponses(400, 401, 403) },
    }),
    (request) => {
      const user = currentUserOf(request);
      return slots.list(user, request.query.campusId, (campusId) => meetings.hasRequestAt(user.id, campusId));
    },
  );

  app.delete(
    '/meeting-slots/:id',
    op(PERMISSIONS.universityArea, {
      summary: 'Cancela un horario: sus reservas se liberan y se avisa a cada estudiante',
      params: idParam,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await slots.cancel(currentUserOf(request), request.params.id);
      return noContent(reply);
    },
  );

  app.get(
    '/highschools/:id/meetings-summary',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary: 'Reuniones de los estudiantes de la preparatoria por campus: solicitadas, agendadas y asistidas',
      response: { 200: schoolMeetingsSummary },
    }),
    (request) => meetings.summaryOfSchool(schoolOf(request).id),
  );

  app.get(
    '/campuses/:id/meetings-summary',
    op(PERMISSIONS.campusMeetings, {
      summary:
        'Reuniones de un campus por preparatoria (las que llegaron al campus): solicitadas, agendadas y asistidas',
      params: idParam,
      response: { 200: campusMeetingsSummary, ...errorResponses(400, 401, 403, 404) },
    }),
    (request) => {
      const user = currentUserOf(request);
      if (user.type === 'university' && user.campusId !== request.params.id) throw forbidden();
      return meetings.summaryOfCampus(request.params.id);
    },
  );
});
