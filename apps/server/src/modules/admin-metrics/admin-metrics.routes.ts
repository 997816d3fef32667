import type { FastifyInstance } from 'fastify';

export default async function adminMetricsRoutes(_app: FastifyInstance) {}
