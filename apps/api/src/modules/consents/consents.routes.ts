import {
  birthDateBody,
  dataSharingState,
  guardianConsentDecided,
  guardianConsentListQuery,
  guardianConsentRow,
  guardianConsentSummary,
  guardianConsentView,
  guardianDecisionBody,
  guardianResendBody,
  guardianResent,
  guardianTokenParam,
  idField,
  idParam,
  PERMISSIONS,
} from '@tlp/shared';
import { errorResponse, errorResponses, pageResponse } from '../../lib/openapi.ts';
import { sendPage } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { schoolOf, schoolRoute } from '../../lib/school-route.ts';

const linkErrors = {
  ...errorResponses(400, 429),
  ...errorResponse(404, 'El enlace no existe (GuardianConsentNotFound)'),
  ...errorResponse(410, 'El enlace ya se usó, fue reemplazado por uno nuevo o venció (GuardianConsentGone)'),
};

/**
 * Age and a guardian's consent (docs/privacy.md, «Consentimiento antes de compartir»): the
 * student's own state, birth date and resend; the guardian's page (public, by the mailed link); the
 * orienter's summary and resend.
 */
export const consentsRoutes = apiRoutes('consentimiento', (app, op) => {
  const service = app.services.consents;

  app.get(
    '/users/me/data-sharing',
    op(PERMISSIONS.studentArea, {
      summary:
        'Si las solicitudes de reunión del estudiante pueden salir ahora de la plataforma, y si no, por qué (su preparatoria, su edad, su madre, padre o tutor)',
      response: { 200: dataSharingState, ...errorResponses(401, 403) },
    }),
    (request) => service.state(currentUserOf(request).id),
  );

  app.put(
    '/users/me/birth-date',
    op(PERMISSIONS.studentArea, {
      summary:
        'El estudiante que se registró sin fecha de nacimiento la indica (una vez); si es menor de edad, con el correo de su madre, padre o tutor, a quien se envía la solicitud',
      body: birthDateBody,
      response: {
        200: dataSharingState,
        ...errorResponses(400, 401, 403),
        ...errorResponse(409, 'Su fecha de nacimiento ya está registrada (BirthDateAlreadySet)'),
      },
    }),
    (request) => service.setBirthDate(currentUserOf(request).id, request.body),
  );

  app.post(
    '/users/me/guardian-consent',
    op(PERMISSIONS.studentArea, {
      summary:
        'Reenvía a su madre, padre o tutor la solicitud de autorización (un enlace nuevo; el anterior deja de servir), a la misma dirección o a una corregida',
      description:
        'A la misma dirección, una vez cada 24 horas (429 GuardianResendTooSoon con Retry-After). Solo para menores de edad (409 GuardianConsentNotNeeded, BirthDateRequired) y mientras no la hayan dado (409 GuardianConsentAlreadyGranted).',
      body: guardianResendBody,
      response: { 200: dataSharingState, ...errorResponses(400, 401, 403, 409, 429) },
    }),
    (request) => service.resendByStudent(currentUserOf(request).id, request.body.guardianEmail),
  );

  app.get(
    '/guardian-consents/:token',
    op(
      'public',
      {
        summary:
          'La página del enlace enviado a la madre, padre o tutor: el estudiante y su preparatoria, qué se comparte, con quién y para qué (no usa el enlace)',
        params: guardianTokenParam,
        response: { 200: guardianConsentView, ...linkErrors },
      },
      { rateLimit: app.routeLimits.guardianConsent },
    ),
    (request) => service.view(request.params.token),
  );

  app.post(
    '/guardian-consents/:token',
    op(
      'public',
      {
        summary:
          "La respuesta de la madre, padre o tutor: 'granted' (Autorizo) o 'refused' (No autorizo); una sola vez",
        params: guardianTokenParam,
        body: guardianDecisionBody,
        response: { 200: guardianConsentDecided, ...linkErrors },
      },
      { rateLimit: app.routeLimits.guardianConsent },
    ),
    (request) => service.decide(request.params.token, request.body.decision),
  );

  app.get(
    '/highschools/:id/guardian-consents/summary',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary:
        'Cuántos estudiantes menores de edad de la preparatoria esperan la autorización de su madre, padre o tutor, cuántos no la obtuvieron y cuántos no han dicho su edad',
      response: { 200: guardianConsentSummary },
    }),
    (request) => service.summary(schoolOf(request).id),
  );

  app.get(
    '/highschools/:id/guardian-consents',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary:
        'Los estudiantes de la preparatoria que el resumen cuenta (esperan a su madre, padre o tutor, no obtuvieron su autorización o no han dicho su edad), por nombre, con el correo oculto (total en X-Total-Count)',
      querystring: guardianConsentListQuery,
      response: { 200: pageResponse(guardianConsentRow, 'Una página de estudiantes') },
    }),
    async (request, reply) => sendPage(reply, await service.awaiting(schoolOf(request).id, request.query)),
  );

  app.post(
    '/highschools/:id/students/:userId/guardian-consent/resend',
    schoolRoute(
      op,
      PERMISSIONS.ownHighschool,
      {
        summary:
          'Reenvía a la madre, padre o tutor de un estudiante de la preparatoria la solicitud de autorización; responde su correo oculto (m***@dominio)',
        description:
          'Queda en la bitácora (guardian_consent.resend). Una vez cada 24 horas por estudiante (429 GuardianResendTooSoon) y un número limitado por hora por orientador (429 TooManyRequests).',
        params: idParam.extend({ userId: idField() }),
        response: {
          200: guardianResent,
          ...errorResponse(
            409,
            'No hace falta o ya la dio (GuardianConsentNotNeeded, BirthDateRequired, GuardianConsentAlreadyGranted)',
          ),
          ...errorResponses(429),
        },
      },
      { rateLimit: app.routeLimits.guardianResend },
    ),
    (request) =>
      service.resendByStaff(
        currentUserOf(request).id,
        schoolOf(request).id,
        (request.params as { userId: number }).userId,
      ),
  );
});
