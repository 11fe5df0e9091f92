import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { errorResponses } from '../lib/openapi.ts';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['sistema'],
        summary: 'El proceso responde',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['sistema'],
        summary: 'La base de datos responde',
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), ...errorResponses(503) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'NotReady', 'La base de datos no responde');
      }
      return { status: 'ready' as const, database: app.dbKind };
    },
  );
}
