import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, tokenResponse } from '@tlp/shared';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { authService } from './auth.service.ts';
import { perAddress } from '../../plugins/rate-limit.ts';
import { clearSessionCookie, refreshCookieOf, sendSession } from './session-cookie.ts';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = authService({ db: app.db, tokens: app.tokens, limiters: app.limiters, log: app.log });

  app.post(
    '/auth/login',
    {
      config: { public: true, sameSiteOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión como estudiante u orientador (los administradores entran como orientador)',
        body: loginBody,
        response: { 200: tokenResponse, ...errorResponses(400, 401, 403, 429) },
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
        tags: ['auth'],
        summary: 'Cierra la sesión y revoca el token de renovación',
        response: { 204: z.null(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await service.logout(refreshCookieOf(request));
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/refresh',
    {
      config: { public: true, sameSiteOnly: true, ...perAddress(app.config.limits.refreshesPerIp, 1) },
      schema: {
        tags: ['auth'],
        summary: 'Renueva el token de acceso con la cookie de renovación (rotación en cada uso)',
        response: { 200: tokenResponse, ...errorResponses(401, 403, 429) },
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
        tags: ['auth'],
        summary: 'Cierra todas las sesiones del usuario en todos sus dispositivos',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await service.endAllSessions(request.user!.id);
      request.log.info({ event: 'logout_all', userId: request.user!.id }, 'every session ended');
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
}
