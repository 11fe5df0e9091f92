import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { degreeSuggestion, ERROR_MESSAGES, idParam, onboardingBody, preferences, preferencesBody } from '@tlp/shared';
import { validationError, type ErrorDetail } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { assertSelfStudent } from '../../lib/ownership.ts';
import { studentsRepository } from './students.repository.ts';

const student = { roles: ['student'] as const };

export async function studentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function assertKnown(areaIds: number[], cityIds: number[]) {
    const repo = studentsRepository(app.db);
    const details: ErrorDetail[] = [];
    if ((await repo.missingIds('areas', areaIds)).length)
      details.push({ path: 'areas', message: ERROR_MESSAGES.notFound });
    if ((await repo.missingIds('cities', cityIds)).length)
      details.push({ path: 'cities', message: ERROR_MESSAGES.notFound });
    if (details.length) throw validationError(details);
  }

  app.get(
    '/users/me/preferences',
    {
      config: student,
      schema: {
        tags: ['estudiantes'],
        summary: 'Áreas y ciudades de interés',
        response: { 200: preferences, ...errorResponses(401, 403) },
      },
    },
    (request) => studentsRepository(app.db).preferences(request.user!.id),
  );

  app.put(
    '/users/me/preferences',
    {
      config: student,
      schema: {
        tags: ['estudiantes'],
        summary: 'Cambia las áreas y ciudades de interés (1 a 3 de cada una)',
        body: preferencesBody,
        response: { 200: preferences, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { prefered_areas, prefered_cities } = request.body;
      await assertKnown(prefered_areas, prefered_cities);
      // Read back inside the transaction: a failure after the commit must not report a saved change as failed.
      return app.db.transaction(async (tx) => {
        const repo = studentsRepository(tx);
        await repo.replacePreferences(request.user!.id, prefered_areas, prefered_cities);
        return repo.preferences(request.user!.id);
      });
    },
  );

  app.post(
    '/users/:id/onboarding-data',
    {
      config: student,
      schema: {
        tags: ['estudiantes'],
        summary: 'Completa el registro: avatar y, si no está en la universidad, áreas y ciudades',
        params: idParam,
        body: onboardingBody,
        response: { 200: z.object({ onboarded: z.literal(true) }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = assertSelfStudent(request, request.params.id);
      const body = request.body;
      const areaIds = body.universityCheck ? [] : (body.areas ?? []);
      const cityIds = body.universityCheck ? [] : (body.cities ?? []);
      await assertKnown(areaIds, cityIds);
      await app.db.transaction(async (tx) => {
        const repo = studentsRepository(tx);
        await repo.completeOnboarding(userId, {
          avatar: body.avatar,
          universityCheck: body.universityCheck,
          currentUniversity: body.universityCheck ? (body.currentUniversity ?? null) : null,
        });
        if (!body.universityCheck) await repo.replacePreferences(userId, areaIds, cityIds);
      });
      return { onboarded: true as const };
    },
  );

  app.get(
    '/users/:id/degrees-suggestions',
    {
      config: student,
      schema: {
        tags: ['estudiantes'],
        summary: 'Campus que coinciden con las preferencias: una fila por campus y área coincidente',
        params: idParam,
        response: { 200: z.array(degreeSuggestion), ...errorResponses(401, 403) },
      },
    },
    (request) => studentsRepository(app.db).suggestions(assertSelfStudent(request, request.params.id)),
  );
}
