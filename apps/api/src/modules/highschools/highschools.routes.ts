import type { FastifyInstance } from 'fastify';

export async function highschoolsRoutes(_fastify: FastifyInstance) {}
