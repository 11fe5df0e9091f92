import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FAMILY_MESSAGES,
  familyChild,
  familyChildDetail,
  familySession,
  familySignInAccepted,
  familySignInBody,
  familyTokenBody,
  familyWithdrawal,
  idParam,
} from '@tlp/shared';
import { errorResponse, errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { noContent } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { clearFamilyCookie, FAMILY_COOKIE_PATH, familyCookieOf, setFamilyCookie } from './family-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guardian of the family session (its address), on the routes that need one. */
    familyGuardian: string | null;
  }
}

/** Another site must not sign a guardian in or out, nor withdraw for them. */
const sameSiteOnly = { sameSiteOnly: true };

const SESSION_COOKIE = {
  'Set-Cookie': {
    type: 'string',
    description: `La cookie de la sesión familiar \`tlp_family\` (HttpOnly, SameSite=Strict, Path=${FAMILY_COOKIE_PATH}, Secure con https)`,
  },
} as const;

const noSession = errorResponse(
  401,
  'Sin sesión familiar: falta la cookie `tlp_family`, no es válida, venció o se cerró (FamilySessionRequired)',
);
const notTheirs = errorResponse(404, 'No es hija o hijo de quien entró, o no existe: la respuesta es la misma');

function guardianOf(request: FastifyRequest): string {
  if (!request.familyGuardian) throw new Error('guardianOf: the route has no family session guard');
  return request.familyGuardian;
}

/**
 * The family view (docs/privacy.md, «Vista para familias»): a guardian asks for a link by e-mail,
 * exchanges it for a session (a cookie), and reads their children's activity, read only, or
 * withdraws their consent. None of these routes takes a user's token: the family session is the
 * credential.
 */
export const familyRoutes = apiRoutes('familias', (app, op) => {
  const service = app.services.family;
  app.decorateRequest('familyGuardian', null);
  /** Before validation, as a user's session is checked: without a family session, 401. */
  const withSession = {
    onRequest: async (request: FastifyRequest) => {
      request.familyGuardian = await service.guardianOf(familyCookieOf(request));
    },
  };

  app.post(
    '/family/sign-in-links',
    op(
      'public',
      {
        summary: 'Una madre, padre o tutor pide un enlace para entrar a la vista para familias, sin contraseña',
        description:
          'Si el correo es el de la madre, padre o tutor de una o un estudiante menor de edad (el de su solicitud de autorización más reciente, sin distinguir mayúsculas), le envía un enlace de un solo uso que vence en 30 minutos y deja sin efecto los anteriores. La respuesta es la misma, y tarda lo mismo, sea o no conocido.',
        body: familySignInBody,
        response: {
          202: jsonResponse(
            familySignInAccepted,
            'Recibido: si el correo es de una madre, padre o tutor, el enlace va en camino',
          ),
          ...errorResponses(400, 403),
          ...errorResponse(
            429,
            'Demasiados enlaces pedidos para este correo o desde esta dirección: reintentar después de los segundos de `Retry-After`',
          ),
        },
      },
      { ...sameSiteOnly, rateLimit: app.routeLimits.familySignIn },
    ),
    async (request, reply) => {
      await service.requestLink(request.body.email);
      return reply.status(202).send({ message: FAMILY_MESSAGES.linkRequested });
    },
  );

  app.post(
    '/family/sessions',
    op(
      'public',
      {
        summary: 'Cambia el enlace del correo por una sesión familiar (una cookie de 8 horas); el enlace se gasta',
        body: familyTokenBody,
        response: {
          200: jsonResponse(familySession, 'Sesión abierta: cuándo termina, y su cookie', SESSION_COOKIE),
          ...errorResponses(400, 403, 429),
          ...errorResponse(404, 'El enlace no existe (FamilyLinkNotFound)'),
          ...errorResponse(410, 'El enlace ya se usó, fue reemplazado por uno nuevo o venció (FamilyLinkGone)'),
        },
      },
      { ...sameSiteOnly, rateLimit: app.routeLimits.familySession },
    ),
    async (request, reply) => {
      const session = await service.openSession(request.body.token);
      setFamilyCookie(request, reply, session.token, session.expiresAt);
      return { expires_at: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/family/sign-out',
    op(
      'public',
      {
        summary: 'Cierra la sesión familiar y borra su cookie',
        response: { 204: z.null(), ...errorResponses(400, 403) },
      },
      sameSiteOnly,
    ),
    async (request, reply) => {
      await service.signOut(familyCookieOf(request));
      clearFamilyCookie(request, reply);
      return noContent(reply);
    },
  );

  app.get(
    '/family/children',
    {
      ...op('public', {
        summary: 'Las hijas e hijos de quien entró, con su autorización (sesión familiar)',
        response: { 200: z.array(familyChild), ...errorResponses(400), ...noSession },
      }),
      ...withSession,
    },
    (request) => service.children(guardianOf(request)),
  );

  app.get(
    '/family/children/:id',
    {
      ...op('public', {
        // 'children' has no singular the generated id would find.
        operationId: 'getFamilyChild',
        summary:
          'Lo que una hija o un hijo hace en la plataforma, de solo lectura: sus favoritas, sus solicitudes de reunión (retenidas o no) y con quién se compartieron sus datos, con la base legal (sesión familiar)',
        params: idParam,
        response: { 200: familyChildDetail, ...errorResponses(400), ...noSession, ...notTheirs },
      }),
      ...withSession,
    },
    (request) => service.child(guardianOf(request), request.params.id),
  );

  app.post(
    '/family/children/:id/withdrawal',
    {
      ...op(
        'public',
        {
          operationId: 'postFamilyChildWithdrawal',
          summary:
            'La madre, padre o tutor retira su autorización: como la oposición de la o el estudiante, sus solicitudes de reunión se retiran y sus datos dejan de compartirse (sesión familiar)',
          description: 'En una sola transacción, con registro en la bitácora (guardian_consent.withdraw).',
          params: idParam,
          response: { 200: familyWithdrawal, ...errorResponses(400, 403), ...noSession, ...notTheirs },
        },
        sameSiteOnly,
      ),
      ...withSession,
    },
    (request) => service.withdraw(guardianOf(request), request.params.id),
  );
});
