import type { FastifyRequest } from 'fastify';

export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}
