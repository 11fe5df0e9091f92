import { z } from 'zod';
import {
  loginBody,
  PASSWORD_MESSAGES,
  passwordResetConfirmBody,
  passwordResetRequestBody,
  passwordResetRequested,
  passwordResetTokenParams,
  refreshQuery,
  renewedSession,
  tokenResponse,
} from '@tlp/shared';
import { AppError } from '../../lib/errors.ts';
import { errorResponse, errorResponses, jsonResponse, sessionResponse } from '../../lib/openapi.ts';
import { noContent } from '../../lib/replies.ts';
import { apiRoutes, BEFORE_PRIVACY_ACCEPTANCE } from '../../lib/route-options.ts';
import { refuseHead } from '../../lib/downloads.ts';
import { clearSessionCookie, clearSiteData, refreshCookieOf, sendSession } from '../../lib/session-cookie.ts';
import { currentUserOf } from '../../lib/request-user.ts';

/** Another site must not sign a browser in or out (login CSRF), nor renew its session. */
const sameSiteOnly = { sameSiteOnly: true };

export const authRoutes = apiRoutes('sesión', (app, op) => {
  const { auth: service, users, passwords } = app.services;

  app.post(
    '/auth/login',
    op(
      'public',
      {
        summary: 'Inicia sesión como estudiante u orientador (los administradores entran como orientador)',
        body: loginBody,
        response: {
          200: sessionResponse(tokenResponse, 'Sesión iniciada: el token de acceso, y la cookie de renovación'),
          ...errorResponses(400, 403, 429),
          ...errorResponse(401, 'Correo, contraseña o rol incorrectos (InvalidCredentials)'),
        },
      },
      sameSiteOnly,
    ),
    async (request, reply) => sendSession(request, reply, await service.login(request.body, request.ip)),
  );

  app.post(
    '/auth/logout',
    op(
      'public',
      {
        summary: 'Cierra la sesión y revoca el token de renovación',
        response: { 204: z.null(), ...errorResponses(403) },
      },
      sameSiteOnly,
    ),
    async (request, reply) => {
      await service.logout(refreshCookieOf(request));
      clearSessionCookie(request, reply);
      clearSiteData(reply);
      return noContent(reply);
    },
  );

  app.get(
    '/auth/refresh',
    op(
      'public',
      {
        summary: 'Renueva el token de acceso con la cookie de renovación (rotación en cada uso)',
        description:
          'Lee la cookie `tlp_refresh` que dejaron el inicio de sesión o la renovación anterior; sin ella, o vencida, responde 401. Con `include=user` responde también al usuario, como GET /users/me.',
        querystring: refreshQuery,
        response: {
          200: sessionResponse(renewedSession, 'Token renovado; la cookie de renovación se reemplaza por una nueva'),
          ...errorResponse(400, 'Un parámetro que la renovación no conoce'),
          ...errorResponses(403, 429),
          ...errorResponse(401, 'Falta la cookie de renovación, no es válida o venció; la respuesta la borra'),
        },
      },
      { ...sameSiteOnly, rateLimit: app.routeLimits.refresh },
    ),
    async (request, reply) => {
      // Each renewal rotates the cookie (a write): HEAD, which would lose the new access token, is
      // refused before it (405, Allow: GET).
      await refuseHead(request, reply);
      try {
        const session = await service.refresh(refreshCookieOf(request));
        if (!request.query.include) return sendSession(request, reply, session);
        return sendSession(request, reply, session, { user: await users.current(session.userId) });
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 401) clearSessionCookie(request, reply);
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout-all',
    op(
      'signed-in',
      {
        summary: 'Cierra todas las sesiones del usuario en todos sus dispositivos',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
      { ...sameSiteOnly, ...BEFORE_PRIVACY_ACCEPTANCE },
    ),
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      await service.endAllSessions(userId);
      request.log.info({ event: 'logout_all', userId }, 'every session ended');
      clearSessionCookie(request, reply);
      clearSiteData(reply);
      return noContent(reply);
    },
  );

  app.post(
    '/auth/password-reset',
    op(
      'public',
      {
        summary: 'Pide un enlace para restablecer la contraseña',
        description:
          'Si el correo tiene cuenta, le envía un enlace que vence en 30 minutos y deja sin efecto los anteriores. La respuesta es la misma exista o no la cuenta.',
        body: passwordResetRequestBody,
        response: {
          202: jsonResponse(passwordResetRequested, 'Recibido: si el correo tiene cuenta, el enlace va en camino'),
          ...errorResponses(400, 403),
          ...errorResponse(
            429,
            'Demasiadas solicitudes de este correo o de esta dirección: reintentar después de los segundos de `Retry-After`',
          ),
        },
      },
      { ...sameSiteOnly, rateLimit: app.routeLimits.passwordReset },
    ),
    async (request, reply) => {
      await passwords.requestReset(request.body.email);
      return reply.status(202).send({ message: PASSWORD_MESSAGES.resetRequested });
    },
  );

  app.get(
    '/auth/password-reset/:token',
    op(
      'public',
      {
        summary: 'Dice si el enlace del correo para restablecer la contraseña sigue sirviendo',
        description:
          'La página del enlace lo pregunta al abrirse, antes de mostrar el formulario. No usa el enlace. El token nunca queda en los registros.',
        params: passwordResetTokenParams,
        response: {
          204: z.null(),
          ...errorResponses(400, 429),
          ...errorResponse(
            410,
            'El enlace no es válido, ya se usó, venció o se pidió otro (PasswordResetTokenInvalid)',
          ),
        },
      },
      { rateLimit: app.routeLimits.passwordResetConfirm },
    ),
    async (request, reply) => {
      await passwords.checkReset(request.params.token);
      return noContent(reply);
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    op(
      'public',
      {
        summary: 'Elige una contraseña nueva con el enlace del correo',
        description:
          'El enlace sirve una vez. Cierra todas las sesiones del usuario y le envía el aviso «Tu contraseña cambió».',
        body: passwordResetConfirmBody,
        response: {
          204: z.null(),
          ...errorResponses(400, 403, 429),
          ...errorResponse(
            410,
            'El enlace no es válido, ya se usó, venció o se pidió otro (PasswordResetTokenInvalid)',
          ),
        },
      },
      { ...sameSiteOnly, rateLimit: app.routeLimits.passwordResetConfirm },
    ),
    async (request, reply) => {
      await passwords.confirmReset(request.body);
      return noContent(reply);
    },
  );
});
