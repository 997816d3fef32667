import type { FastifyInstance } from 'fastify';

export default async function adminQueuesRoutes(_app: FastifyInstance) {}
