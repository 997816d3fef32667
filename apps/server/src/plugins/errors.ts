import type { Duplex } from 'node:stream';
import type { ApiErrorBody, ApiErrorIssue } from '@traspasa/shared/errors';
import { errorCodes } from '@traspasa/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { containsInvalidText } from '../lib/input-guards.ts';
import { isDatabaseUnavailable } from '../lib/pg-errors.ts';
import { recordError } from '../modules/error-logs/error-logs.service.ts';

/** Spanish text for the 4xx errors Fastify raises by itself (bad JSON, wrong content type, too large…). */
const frameworkMessages: Record<number, string> = {
  400: 'La solicitud no es válida. Revisa los datos enviados.',
  404: 'No encontramos lo que buscas.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no disponible.',
  413: 'El contenido enviado es demasiado grande.',
  414: 'La dirección es demasiado larga.',
  415: 'Tipo de contenido no admitido. Envía los datos como JSON.',
  429: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
};

const INVALID_TEXT = 'Los datos enviados contienen caracteres no válidos.';
const BAD_URL = 'La dirección contiene caracteres no válidos. Revísala e inténtalo de nuevo.';
/** While the database is away or restarting (the server recovers by itself: decision 080). */
const DATABASE_AWAY =
  'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos; no se perdió nada de lo guardado.';
const SHUTTING_DOWN = 'El servidor se está reiniciando. Inténtalo de nuevo en unos segundos.';
/** Seconds a client should wait before retrying a 503 (the embedded database restarts in ~2 s). */
export const RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function unavailable(reply: FastifyReply, message: string) {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return send(reply, 503, { error: { code: errorCodes.unavailable, message } });
}

/**
 * Refusals before any request exists (malformed HTTP, headers too large, a client too
 * slow to send them): written straight to the socket, in our shape, as Fastify's own
 * handler does in its (the `clientErrorHandler` option).
 */
export function clientErrors(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [
          408,
          'Request Timeout',
          errorCodes.badRequest,
          'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.',
        ]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            errorCodes.badRequest,
            'Los encabezados de la solicitud son demasiado grandes.',
          ]
        : [400, 'Bad Request', errorCodes.badRequest, frameworkMessages[400]!];
  const body = JSON.stringify({ error: { code, message } } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * Fastify's own router refusals (a malformed percent-escape, an over-long path parameter),
 * which never reach the error handler: passed as the `frameworkErrors` option of Fastify so
 * they answer in the project's shape and in Spanish (decision 080).
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, { error: { code: errorCodes.badRequest, message: frameworkMessages[414]! } });
  }
  return send(reply, 400, {
    error: {
      code: errorCodes.badRequest,
      message: err.code === 'FST_ERR_BAD_URL' ? BAD_URL : frameworkMessages[400]!,
    },
  });
}

/**
 * At most this many server errors a minute are written to error_logs by one instance;
 * beyond that they are only logged, so a flood of failing requests cannot fill the table.
 */
const ERROR_LOG_WRITES_PER_MINUTE = 60;

export default fp(
  async (app: FastifyInstance) => {
    let window = { startedAt: Date.now(), writes: 0 };
    const mayStoreErrorLog = () => {
      if (Date.now() - window.startedAt > 60_000) window = { startedAt: Date.now(), writes: 0 };
      window.writes += 1;
      return window.writes <= ERROR_LOG_WRITES_PER_MINUTE;
    };

    // Fastify's own 503 while closing has its English shape: requests that arrive once the
    // server is shutting down get ours (Fastify's return503OnClosing is off in app.ts).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      reply.header('connection', 'close');
      return unavailable(reply, SHUTTING_DOWN);
    });

    // U+0000 cannot be stored by PostgreSQL and a lone surrogate cannot become UTF-8: such
    // text is refused whole, never silently altered (decision 080).
    app.addHook('preValidation', async (request) => {
      if (
        containsInvalidText(request.body) ||
        containsInvalidText(request.query) ||
        containsInvalidText(request.params)
      ) {
        throw AppError.badRequest(INVALID_TEXT);
      }
    });

    app.setErrorHandler(async (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (err instanceof AppError) {
        reply.headers(err.headers);
        return send(reply, err.statusCode, {
          error: { code: err.code, message: err.userMessage, ...(err.issues ? { issues: err.issues } : {}) },
        });
      }

      if (hasZodFastifySchemaValidationErrors(err)) {
        const issues: ApiErrorIssue[] = err.validation.map((v) => ({
          path: (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? 'Valor no válido',
        }));
        // The field names stay in `issues` (forms show each message beside its field); the
        // sentence people read names none (decision 080).
        const first = issues[0];
        return send(reply, 400, {
          error: {
            code: errorCodes.validation,
            message: `Revisa los datos enviados. ${first?.message ?? ''}`.trim(),
            issues,
          },
        });
      }

      const dbError = mapDatabaseError(err);
      if (dbError) return send(reply, dbError.status, { error: dbError.body });
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ err }, 'database unavailable');
        return unavailable(reply, DATABASE_AWAY);
      }

      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500 && !isResponseSerializationError(err)) {
        return send(reply, status, {
          error: {
            code:
              status === 413
                ? errorCodes.payloadTooLarge
                : status === 415
                  ? errorCodes.unsupportedMediaType
                  : errorCodes.badRequest,
            message: frameworkMessages[status] ?? frameworkMessages[400]!,
          },
        });
      }

      request.log.error({ err }, 'request failed');
      // Grouped in error_groups for the admin's error log (decision 111). The path is kept
      // without its query string (it may carry tokens); the route's pattern goes along so
      // /api/businesses/7 and /api/businesses/9 read as one endpoint. Storing never throws.
      if (mayStoreErrorLog()) {
        try {
          const path = request.url.split('?')[0] ?? request.url;
          await recordError(app.db, {
            level: 'error',
            message: (err.message || String(err)).slice(0, 2000),
            stack: err.stack?.slice(0, 10_000) ?? null,
            source: 'backend',
            endpoint: path.slice(0, 500),
            method: request.method,
            userId: request.user?.id ?? null,
            userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
            ip: request.ip,
            metadata: {
              code: err.code ?? null,
              statusCode: status,
              route: request.routeOptions?.url ?? null,
              requestId: request.id,
            },
          });
        } catch (logErr) {
          request.log.error({ err: logErr }, 'could not store error log');
        }
      }
      if (status === 503) return unavailable(reply, DATABASE_AWAY);
      return send(reply, 500, {
        error: { code: errorCodes.internal, message: 'Error del servidor. Intenta nuevamente más tarde.' },
      });
    });

    app.setNotFoundHandler(async (request, reply) => {
      // Page paths get the web app (its router shows the not-found screen); a missing file
      // (/assets/x.js, /favicon.png) or API path gets a real 404.
      const pathname = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/^\/(api|uploads|assets)(\/|$)/.test(pathname) &&
        !/\.[a-z0-9]{1,8}$/i.test(pathname);
      if (isPage && app.hasDecorator('sendSpa')) return app.sendSpa(request, reply);
      return send(reply, 404, {
        error: {
          code: errorCodes.notFound,
          message: pathname.startsWith('/api/')
            ? 'No existe esa dirección en la API.'
            : 'No encontramos ese archivo.',
        },
      });
    });
  },
  { name: 'errors', dependencies: ['db'] },
);

/**
 * A constraint the database enforces is a client mistake or a race, never a 500:
 * duplicates and refused deletes are 409, failed checks and malformed values 400.
 */
function mapDatabaseError(err: unknown): { status: number; body: ApiErrorBody['error'] } | null {
  let e = err as { code?: unknown; cause?: unknown } | null;
  while (e && typeof e.code !== 'string' && e.cause) e = e.cause as typeof e;
  const code = typeof e?.code === 'string' ? e.code : '';
  switch (code) {
    case '23505':
      return {
        status: 409,
        body: { code: errorCodes.conflict, message: 'Ya existe un registro con esos datos.' },
      };
    case '23001':
    case '23503':
      return {
        status: 409,
        body: {
          code: errorCodes.conflict,
          message: 'No se puede completar: hay información relacionada que lo impide.',
        },
      };
    case '23514':
    case '23502':
    case '22021':
    case '22P05':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return {
        status: 400,
        body: {
          code: errorCodes.badRequest,
          message: 'Algún dato enviado no es válido. Revísalo e inténtalo de nuevo.',
        },
      };
    default:
      return null;
  }
}
