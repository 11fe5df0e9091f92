import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { counselorSignupBody, currentUser, idParam, studentSignupBody, updateMeBody } from '@tlp/shared';
import { AppError, forbidden, unauthorized, validationError } from '../../lib/errors.ts';
import { bodyByMediaType, errorResponses, sessionResponse } from '../../lib/openapi.ts';
import { authService } from '../auth/auth.service.ts';
import { sendSession } from '../auth/session-cookie.ts';
import { signupService } from './signup.service.ts';
import { usersRepository } from './users.repository.ts';
import { usersService } from './users.service.ts';
import { perAddress } from '../../plugins/rate-limit.ts';

function parseOrThrow<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw validationError(result.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message })));
}

export async function usersRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 20, fieldSize: 2048, files: 0, parts: 20, fileSize: 1 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signup = signupService(app.db);
  const users = usersService(app.db);
  const auth = authService({ db: app.db, tokens: app.tokens, limiters: app.limiters, log: app.log });

  app.get(
    '/users/me',
    {
      schema: {
        tags: ['usuarios'],
        summary: 'El usuario con sesión iniciada',
        response: { 200: currentUser, ...errorResponses(401) },
      },
    },
    async (request) => {
      const me = await usersRepository(app.db).findCurrent(request.user!.id);
      if (!me) throw unauthorized();
      return me;
    },
  );

  app.patch(
    '/users/me',
    {
      config: { roles: ['student'] },
      schema: {
        tags: ['usuarios'],
        summary:
          'Cambia el semestre del estudiante y, con la clave de orientador de la nueva preparatoria, su preparatoria',
        body: updateMeBody,
        response: { 200: currentUser, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.changeSchool(request.user!.id, request.body),
  );

  app.post(
    '/users',
    {
      config: { public: true, sameSiteOnly: true, ...perAddress(fastify.config.limits.signupsPerIp, 60) },
      // One path, two payloads told apart by content type: the handler validates each.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: ['usuarios'],
        summary:
          'Registro: estudiante en JSON (con clave de orientador) u orientador en multipart/form-data o x-www-form-urlencoded (con enlace de acceso)',
        body: bodyByMediaType(z.union([studentSignupBody, counselorSignupBody]), {
          'application/json': studentSignupBody,
          'multipart/form-data': counselorSignupBody,
          'application/x-www-form-urlencoded': counselorSignupBody,
        }),
        response: {
          201: sessionResponse(
            z.object({
              id: z.number().describe('El id del usuario nuevo'),
              accessToken: z.string().optional().describe('Solo en el registro de orientador: su token de acceso'),
            }),
            'Registrado. El orientador queda con la sesión iniciada: recibe su token de acceso y la cookie de renovación',
          ),
          ...errorResponses(400, 403, 404, 409, 410, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const type = request.headers['content-type'] ?? '';
      if (type.startsWith('application/json')) {
        const body = parseOrThrow(studentSignupBody, request.body);
        const { id } = await signup.signupStudent(body);
        request.log.info({ event: 'signup', userId: id, type: 'student' }, 'student signed up');
        return reply.status(201).send({ id });
      }
      if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
        const body = parseOrThrow(counselorSignupBody, request.body);
        const { id } = await signup.signupCounselor(body);
        request.log.info({ event: 'signup', userId: id, type: 'orienter' }, 'counselor signed up');
        const session = await auth.startSession({ id, type: 'orienter', sessionVersion: 0 });
        return reply.status(201).send(sendSession(request, reply, session, { id }));
      }
      throw new AppError(415, 'UnsupportedMediaType', 'El tipo de contenido de la solicitud no es compatible');
    },
  );

  // Deleting users is for admins; anyone else gets the spec's message.
  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['usuarios'],
        summary: 'Elimina un usuario (solo administradores)',
        params: idParam,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (request.user!.type !== 'admin') throw forbidden('No tienes permisos para eliminar usuarios');
      const deleted = await usersRepository(app.db).deleteNonAdmin(request.params.id);
      if (!deleted) throw new AppError(404, 'NotFound', 'No fue posible eliminar el usuario');
      request.log.info({ event: 'user_deleted', userId: request.params.id, by: request.user!.id }, 'user deleted');
      return reply.status(204).send(null);
    },
  );
}
