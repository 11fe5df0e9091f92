import { degreeMatch, pageQuery, PERMISSIONS } from '@tlp/shared';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { sendPage } from '../../lib/replies.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { apiRoutes } from '../../lib/route-options.ts';

export const matchesRoutes = apiRoutes('coincidencias', (app, op) => {
  const service = app.services.matches;

  app.get(
    '/users/me/matches',
    op(PERMISSIONS.studentArea, {
      summary:
        'Carreras de las ciudades del estudiante que coinciden con su perfil de intereses, de la que más a la que menos; total en X-Total-Count',
      description:
        'Orden: el área de la carrera tiene la primera letra del perfil (2 puntos) y la segunda (1), luego el promedio de las calificaciones del perfil en las letras del área, luego el nombre y el id. Sin un resultado del test responde 409 InterestTestMissing.',
      querystring: pageQuery,
      response: {
        200: pageResponse(degreeMatch, 'Una página de carreras que coinciden'),
        ...errorResponses(400, 401, 403, 409),
      },
    }),
    async (request, reply) => sendPage(reply, await service.page(currentUserOf(request).id, request.query)),
  );
});
