import type { FastifyInstance } from 'fastify';

export async function reportsRoutes(_fastify: FastifyInstance) {}
