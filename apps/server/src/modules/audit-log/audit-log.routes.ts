import type { FastifyInstance } from 'fastify';

export default async function auditLogRoutes(_app: FastifyInstance) {}
