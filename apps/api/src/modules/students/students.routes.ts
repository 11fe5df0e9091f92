import { z } from 'zod';
import { degreeSuggestion, idParam, onboardingBody, PERMISSIONS, preferences, preferencesBody } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { assertSelfStudent } from '../../lib/ownership.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../plugins/auth.ts';
import { studentsService } from './students.service.ts';

export const studentsRoutes = apiRoutes('estudiantes', (app, op) => {
  const service = studentsService(app.db);

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
      summary: 'Campus que coinciden con las preferencias: una fila por campus y área coincidente',
      params: idParam,
      response: { 200: z.array(degreeSuggestion), ...errorResponses(401, 403) },
    }),
    (request) => service.suggestions(assertSelfStudent(request, request.params.id)),
  );
});
