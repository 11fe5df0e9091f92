import { z } from 'zod';
import { privacyAcceptanceBody } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { noContent } from '../../lib/replies.ts';
import { apiRoutes, BEFORE_PRIVACY_ACCEPTANCE } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';

/**
 * Consent to the privacy notice. Signup records the version accepted with the terms checkbox; when
 * the notice changes (PRIVACY_NOTICE_VERSION), GET /users/me says `privacy_accepted: false` and
 * the web app asks the user to accept the new one before going on.
 */
export const privacyAcceptanceRoutes = apiRoutes('usuarios', (app, op) => {
  app.put(
    '/users/me/privacy-acceptance',
    op(
      'signed-in',
      {
        summary: 'Acepta el aviso de privacidad vigente (su versión: la fecha de su último cambio)',
        body: privacyAcceptanceBody,
        response: { 204: z.null(), ...errorResponses(400, 401, 409) },
      },
      BEFORE_PRIVACY_ACCEPTANCE,
    ),
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      await app.services.users.acceptPrivacyNotice(userId, request.body.version);
      return noContent(reply);
    },
  );
});
