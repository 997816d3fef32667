// One log line per request, written when the answer has gone (decision 140),
// instead of Fastify's pair ("incoming request" + "request completed", both at info):
// balancer and scraper checks and static files go at debug, everything else at info.
// Errors keep Fastify's lines and the errors plugin's log, with their cause.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { QUIET_ROUTES } from '../modules/health/health.routes.ts';
import { METRICS_PATH } from '../modules/metrics/metrics.plugin.ts';

/** Asked many times a minute by machines, or files: not worth an info line each. */
export function isRoutine(request: FastifyRequest, reply: FastifyReply): boolean {
  // A refusal or a failure is worth a line wherever it happens (a wrong metrics token, a 503 probe).
  if (reply.statusCode >= 400) return false;
  const route = request.routeOptions.url;
  if (route && (QUIET_ROUTES.has(route) || route === METRICS_PATH)) return true;
  if (request.url.startsWith('/api/')) return false;
  // Outside the API, what is not a page is a file: scripts, styles, images, fonts, uploads.
  return !String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/** Passed to Fastify as `logController` (app.ts). */
export class RequestLogController extends LogController {
  private readonly infoOn: boolean;
  private readonly debugOn: boolean;

  constructor(level: string) {
    super();
    this.debugOn = level === 'debug' || level === 'trace';
    this.infoOn = this.debugOn || level === 'info';
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    if (!this.infoOn) return;
    const level = isRoutine(request, reply) ? 'debug' : 'info';
    if (level === 'debug' && !this.debugOn) return;
    reply.log[level](
      {
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.user?.id,
      },
      'request completed',
    );
  }
}
