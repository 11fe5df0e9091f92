import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, tokenResponse } from '@tlp/shared';
import { AppError } from '../../lib/errors.ts';
import { errorResponse, errorResponses, sessionResponse } from '../../lib/openapi.ts';
import { authService } from './auth.service.ts';
import { perAddress } from '../../plugins/rate-limit.ts';
import { clearSessionCookie, clearSiteData, refreshCookieOf, sendSession } from './session-cookie.ts';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = authService({ db: app.db, tokens: app.tokens, limiters: app.limiters, log: app.log });

  app.post(
    '/auth/login',
    {
      config: { public: true, sameSiteOnly: true },
      schema: {
        tags: ['sesión'],
        summary: 'Inicia sesión como estudiante u orientador (los administradores entran como orientador)',
        body: loginBody,
        response: {
          200: sessionResponse(tokenResponse, 'Sesión iniciada: el token de acceso, y la cookie de renovación'),
          ...errorResponses(400, 403, 429),
          ...errorResponse(401, 'Correo, contraseña o rol incorrectos (InvalidCredentials)'),
        },
      },
    },
    async (request, reply) => {
      try {
        const session = await service.login(request.body, request.ip);
        return sendSession(request, reply, session);
      } catch (err) {
        const retry = (err as { retryAfterSeconds?: number }).retryAfterSeconds;
        if (retry) reply.header('Retry-After', String(retry));
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { public: true, sameSiteOnly: true },
      schema: {
        tags: ['sesión'],
        summary: 'Cierra la sesión y revoca el token de renovación',
        response: { 204: z.null(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await service.logout(refreshCookieOf(request));
      clearSessionCookie(request, reply);
      clearSiteData(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/refresh',
    {
      config: { public: true, sameSiteOnly: true, ...perAddress(app.config.limits.refreshesPerIp, 1) },
      schema: {
        tags: ['sesión'],
        summary: 'Renueva el token de acceso con la cookie de renovación (rotación en cada uso)',
        description:
          'Lee la cookie `tlp_refresh` que dejaron el inicio de sesión o la renovación anterior; sin ella, o vencida, responde 401.',
        response: {
          200: sessionResponse(tokenResponse, 'Token renovado; la cookie de renovación se reemplaza por una nueva'),
          ...errorResponses(403, 429),
          ...errorResponse(401, 'Falta la cookie de renovación, no es válida o venció; la respuesta la borra'),
        },
      },
    },
    async (request, reply) => {
      try {
        const session = await service.refresh(refreshCookieOf(request));
        return sendSession(request, reply, session);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 401) clearSessionCookie(request, reply);
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout-all',
    {
      config: { sameSiteOnly: true },
      schema: {
        tags: ['sesión'],
        summary: 'Cierra todas las sesiones del usuario en todos sus dispositivos',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await service.endAllSessions(request.user!.id);
      request.log.info({ event: 'logout_all', userId: request.user!.id }, 'every session ended');
      clearSessionCookie(request, reply);
      clearSiteData(reply);
      return reply.status(204).send(null);
    },
  );
}
