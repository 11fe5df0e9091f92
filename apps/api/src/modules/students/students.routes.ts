import { z } from 'zod';
import {
  degreeSuggestion,
  idParam,
  onboardingBody,
  pageQuery,
  PERMISSIONS,
  preferences,
  preferencesBody,
} from '@tlp/shared';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { sendPage } from '../../lib/replies.ts';
import { assertSelfStudent } from '../../lib/ownership.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';

export const studentsRoutes = apiRoutes('estudiantes', (app, op) => {
  const service = app.services.students;

  app.get(
    '/users/me/preferences',
    op(PERMISSIONS.studentArea, {
      summary: 'Áreas y ciudades de interés',
      response: { 200: preferences, ...errorResponses(401, 403) },
    }),
    (request) => service.preferences(currentUserOf(request).id),
  );

  app.put(
    '/users/me/preferences',
    op(PERMISSIONS.studentArea, {
      summary: 'Cambia las áreas y ciudades de interés (1 a 3 de cada una)',
      body: preferencesBody,
      response: { 200: preferences, ...errorResponses(400, 401, 403) },
    }),
    (request) =>
      service.replacePreferences(currentUserOf(request).id, request.body.prefered_areas, request.body.prefered_cities),
  );

  app.post(
    '/users/:id/onboarding-data',
    op(PERMISSIONS.studentArea, {
      summary: 'Completa el registro: avatar y, si no está en la universidad, áreas y ciudades',
      params: idParam,
      body: onboardingBody,
      response: { 200: z.object({ onboarded: z.literal(true) }), ...errorResponses(400, 401, 403) },
    }),
    async (request) => {
      await service.completeOnboarding(assertSelfStudent(request, request.params.id), request.body);
      return { onboarded: true as const };
    },
  );

  app.get(
    '/users/:id/degrees-suggestions',
    op(PERMISSIONS.studentArea, {
      summary:
        'Campus que coinciden con las preferencias, por nombre: una fila por campus y área coincidente; paginado por campus (total de campus en X-Total-Count)',
      params: idParam,
      querystring: pageQuery,
      response: {
        200: pageResponse(degreeSuggestion, 'Una página de campus sugeridos'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (request, reply) =>
      sendPage(reply, await service.suggestions(assertSelfStudent(request, request.params.id), request.query)),
  );
});
