import { z } from 'zod';
import { idParam, mailListQuery, mailRow, PERMISSIONS } from '@tlp/shared';
import { errorResponse, errorResponses, pageResponse } from '../../lib/openapi.ts';
import { noContent, sendPage } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';

export const mailRoutes = apiRoutes('correos', (app, op) => {
  const service = app.services.mail;

  app.get(
    '/mail',
    op(PERMISSIONS.manageMail, {
      summary: 'Los correos de la bandeja de salida, del más reciente al más antiguo (total en X-Total-Count)',
      description:
        'Filtra por estado (`queued` en cola, `sent` enviado, `failed` falló). Nunca incluye el cuerpo de un correo.',
      querystring: mailListQuery,
      response: {
        200: pageResponse(mailRow, 'Una página de correos, sin sus cuerpos'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (request, reply) => sendPage(reply, await service.list(request.query)),
  );

  app.post(
    '/mail/:id/retry',
    op(PERMISSIONS.manageMail, {
      summary: 'Vuelve a poner en cola un correo que falló, con sus intentos en cero',
      params: idParam,
      response: {
        204: z.null(),
        ...errorResponses(400, 401, 403),
        ...errorResponse(404, 'No existe ese correo'),
        ...errorResponse(
          409,
          'El correo no falló (está en cola o ya se envió), o llevaba un enlace de un solo uso que ya venció (MailNotFailed)',
        ),
      },
    }),
    async (request, reply) => {
      const by = currentUserOf(request).id;
      await service.retry(by, request.params.id);
      request.log.info({ event: 'mail_retry', mailId: request.params.id, by }, 'mail queued again');
      return noContent(reply);
    },
  );
});
