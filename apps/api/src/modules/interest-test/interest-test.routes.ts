import { interestAnswersBody, interestProfile, interestProfiles, interestTest, PERMISSIONS } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { created } from '../../lib/replies.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { apiRoutes } from '../../lib/route-options.ts';

export const interestTestRoutes = apiRoutes('test de intereses', (app, op) => {
  const service = app.services.interestTest;

  app.get(
    '/interest-test',
    op('public', {
      summary: 'Las 36 afirmaciones del test de intereses (RIASEC), en el orden en que se preguntan',
      response: { 200: interestTest, ...errorResponses(400) },
    }),
    () => service.test(),
  );

  app.post(
    '/users/me/interest-test',
    op(PERMISSIONS.studentArea, {
      summary: 'Responde el test: cada afirmación una vez, de 1 a 5; el resultado se suma al historial',
      body: interestAnswersBody,
      response: { 201: interestProfile, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => created(reply, await service.take(currentUserOf(request).id, request.body.answers)),
  );

  app.get(
    '/users/me/interest-test',
    op(PERMISSIONS.studentArea, {
      summary: 'El resultado más reciente del estudiante y todos sus resultados, del más nuevo',
      response: { 200: interestProfiles, ...errorResponses(400, 401, 403) },
    }),
    (request) => service.profiles(currentUserOf(request).id),
  );
});
