import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, loginBody, tokenResponse } from '@tlp/shared';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { authService } from './auth.service.ts';
import { clearSessionCookie, isSameSite, refreshCookieOf, sendSession } from './session-cookie.ts';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = authService({ db: app.db, tokens: app.tokens, limiters: app.limiters, log: app.log });

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión como estudiante u orientador (los administradores entran como orientador)',
        body: loginBody,
        response: { 200: tokenResponse, ...errorResponses(400, 401, 429) },
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
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Cierra la sesión y revoca el token de renovación',
        response: { 204: z.null() },
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
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Renueva el token de acceso con la cookie de renovación (rotación en cada uso)',
        response: { 200: tokenResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      if (!isSameSite(request)) throw new AppError(403, 'CrossSiteRequest', AUTH_MESSAGES.crossSite);
      const wait = await app.limiters.refreshIp.hit(request.ip);
      if (wait > 0) throw new AppError(429, 'TooManyRequests', AUTH_MESSAGES.tooManyRequests);
      try {
        const session = await service.refresh(refreshCookieOf(request));
        return sendSession(request, reply, session);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 401) clearSessionCookie(request, reply);
        throw err;
      }
    },
  );
}
