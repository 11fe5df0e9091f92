import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMeetingBody, idParam, meeting } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { assertSelfStudent } from '../../lib/ownership.ts';
import { meetingsService } from './meetings.service.ts';

export async function meetingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = meetingsService(app.db);
  const student = { roles: ['student'] as const };

  app.get(
    '/users/:id/meetings',
    {
      config: student,
      schema: {
        tags: ['reuniones'],
        summary: 'Reuniones agendadas del estudiante',
        params: idParam,
        response: { 200: z.array(meeting), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.list(assertSelfStudent(request, request.params.id)),
  );

  app.post(
    '/meetings',
    {
      config: student,
      schema: {
        tags: ['reuniones'],
        summary:
          'Agenda una reunión sobre una carrera favorita (máximo 4; 409 DuplicatedResource, FavoriteRequired o MeetingLimitReached)',
        body: createMeetingBody,
        response: { 201: z.object({ degreeId: z.number() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = assertSelfStudent(request, request.body.userId);
      await service.create(userId, request.body.degreeId);
      return reply.status(201).send({ degreeId: request.body.degreeId });
    },
  );
}
