import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { area, city, highschoolListQuery, highschoolSummary, semester } from '@tlp/shared';
import { areas, cities, highschools, semesters } from '../../db/schema/index.ts';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { accentInsensitiveContains } from '../../lib/search.ts';

export async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/areas',
    {
      schema: {
        tags: ['catálogos'],
        summary: 'Áreas de estudio',
        response: { 200: z.array(area), ...errorResponses(401) },
      },
    },
    () => db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name)),
  );

  app.get(
    '/cities',
    { schema: { tags: ['catálogos'], summary: 'Ciudades', response: { 200: z.array(city), ...errorResponses(401) } } },
    () => db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name)),
  );

  app.get(
    '/semesters',
    {
      config: { public: true },
      schema: {
        tags: ['catálogos'],
        summary: 'Semestres que se ofrecen (solo activos)',
        response: { 200: z.array(semester) },
      },
    },
    () =>
      db
        .select({ id: semesters.id, name: semesters.name, active: semesters.active })
        .from(semesters)
        .where(eq(semesters.active, true))
        .orderBy(asc(semesters.position)),
  );

  app.get(
    '/highschools',
    {
      config: { public: true },
      schema: {
        tags: ['preparatorias'],
        summary: 'Preparatorias (búsqueda por nombre o ciudad; total en X-Total-Count)',
        querystring: highschoolListQuery,
        response: { 200: pageResponse(highschoolSummary, 'Una página de preparatorias'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { search, page, pageSize } = request.query;
      const where = search ? accentInsensitiveContains([highschools.name, cities.name], search) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: highschools.id, name: highschools.name, city: cities.name })
          .from(highschools)
          .innerJoin(cities, eq(cities.id, highschools.cityId))
          .where(where)
          .orderBy(asc(highschools.name), asc(highschools.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(highschools).innerJoin(cities, eq(cities.id, highschools.cityId)).where(where),
      ]);
      reply.header('X-Total-Count', String(total?.n ?? 0));
      return rows;
    },
  );
}
