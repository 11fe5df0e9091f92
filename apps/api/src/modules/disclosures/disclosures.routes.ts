import { disclosureRow, disclosuresQuery, PERMISSIONS } from '@tlp/shared';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { sendPage } from '../../lib/replies.ts';
import { apiRoutes, BEFORE_PRIVACY_ACCEPTANCE } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';

export const disclosuresRoutes = apiRoutes('datos personales', (app, op) => {
  const service = app.services.disclosures;

  app.get(
    '/users/me/disclosures',
    op(
      PERMISSIONS.profile,
      {
        summary:
          'Con quién compartimos los datos personales de quien llama: cada vez que salieron de la plataforma o llegaron a una universidad, del más reciente al más antiguo (total en X-Total-Count)',
        description:
          'Cada evento dice quién recibió los datos (un campus o la administración), qué campos, por qué (la reunión que agendó, o un reporte de reuniones) y cuándo. Es un registro de solo anexar: ninguna ruta lo cambia.',
        querystring: disclosuresQuery,
        response: {
          200: pageResponse(disclosureRow, 'Una página de eventos'),
          ...errorResponses(400, 401),
        },
      },
      BEFORE_PRIVACY_ACCEPTANCE,
    ),
    async (request, reply) => sendPage(reply, await service.pageOfUser(currentUserOf(request).id, request.query)),
  );
});
