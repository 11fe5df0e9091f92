import { z } from 'zod';
import { contactSharingBody, contactSharingState, deleteMeBody, PERMISSIONS } from '@tlp/shared';
import { contentDisposition, errorResponse, errorResponses, fileResponse } from '../../lib/openapi.ts';
import { noContent } from '../../lib/replies.ts';
import { apiRoutes, BEFORE_PRIVACY_ACCEPTANCE } from '../../lib/route-options.ts';
import { clearSessionCookie, clearSiteData } from '../../lib/session-cookie.ts';
import { currentUserOf } from '../../lib/request-user.ts';

/**
 * 'Mis datos' (ARCO self-service): every route acts on the signed-in user only, never on an id
 * from the request.
 */
export const privacyRoutes = apiRoutes('datos personales', (app, op) => {
  const service = app.services.privacy;

  app.get(
    '/users/me/export',
    op(
      PERMISSIONS.profile,
      {
        summary: 'Descarga en JSON todo lo que la plataforma guarda de quien llama (derecho de acceso)',
        description:
          'Perfil, preparatoria, semestre, grupo, áreas y ciudades de interés, favoritas, carreras a comparar, resultados del test de intereses, reuniones, sesiones (sin tokens ni hashes), enlaces de restablecimiento, claves de orientador, enlaces de acceso creados, datos compartidos, acciones registradas en la bitácora y correos enviados. Nunca la contraseña ni datos de otra persona.',
        response: {
          200: fileResponse(
            ['application/json'],
            'Los datos, como archivo JSON',
            contentDisposition('`attachment; filename="mis-datos-toca-la-puerta.json"`'),
          ),
          ...errorResponses(401),
        },
      },
      BEFORE_PRIVACY_ACCEPTANCE,
    ),
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      const data = await service.exportOf(userId);
      request.log.info({ event: 'personal_data_export', userId }, 'personal data export');
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="mis-datos-toca-la-puerta.json"')
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(JSON.stringify(data, null, 2)));
    },
  );

  app.delete(
    '/users/me',
    op(
      PERMISSIONS.profile,
      {
        summary: 'Elimina la cuenta de quien llama y sus datos personales, con su contraseña (derecho de cancelación)',
        description:
          'En una sola transacción. Termina todas sus sesiones; los totales de su preparatoria no cambian (quedan como cifras anónimas) y el registro de datos compartidos se conserva seudonimizado.',
        body: deleteMeBody,
        response: {
          204: z.null(),
          ...errorResponse(
            400,
            'Datos no válidos, o la contraseña no es correcta (WrongCurrentPassword); `details` señala el campo',
          ),
          ...errorResponses(401, 403),
          ...errorResponse(409, 'Es la única cuenta administradora (LastAdmin)'),
          ...errorResponses(429),
        },
      },
      { sameSiteOnly: true, ...BEFORE_PRIVACY_ACCEPTANCE },
    ),
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      await service.deleteSelf(userId, request.body);
      clearSessionCookie(request, reply);
      clearSiteData(reply);
      return noContent(reply);
    },
  );

  app.put(
    '/users/me/contact-sharing',
    op(
      PERMISSIONS.studentArea,
      {
        summary:
          'El estudiante deja de compartir (false) o vuelve a compartir (true) sus datos de contacto con las universidades (derecho de oposición)',
        description:
          'Dejar de compartirlos retira sus reuniones agendadas y lo deja fuera de los reportes siguientes; para agendar de nuevo acepta compartirlos (`consentToShare` en POST /meetings).',
        body: contactSharingBody,
        response: { 200: contactSharingState, ...errorResponses(400, 401, 403) },
      },
      BEFORE_PRIVACY_ACCEPTANCE,
    ),
    (request) => service.setContactSharing(currentUserOf(request).id, request.body.sharing),
  );
});
