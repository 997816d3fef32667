import type { ApiErrorBody, ApiErrorIssue } from '@traspasa/shared/errors';
import { errorCodes } from '@traspasa/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { recordErrorLog } from '../modules/error-logs/error-logs.repository.ts';

/** Spanish text for the 4xx errors Fastify raises by itself (bad JSON, wrong content type, too large…). */
const frameworkMessages: Record<number, string> = {
  400: 'La solicitud no es válida. Revisa los datos enviados.',
  404: 'No encontramos lo que buscas.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no disponible.',
  413: 'El contenido enviado es demasiado grande.',
  415: 'Tipo de contenido no admitido. Envía los datos como JSON.',
  429: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
};

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** PostgreSQL cannot store U+0000 in text; such input is refused up front as a 400. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
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

    app.addHook('preValidation', async (request) => {
      if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
        throw AppError.badRequest('Los datos enviados contienen caracteres no válidos.');
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
        const first = issues[0];
        const where = first?.path ? `${first.path}: ` : '';
        return send(reply, 400, {
          error: {
            code: errorCodes.validation,
            message: `Revisa los datos enviados. ${where}${first?.message ?? ''}`.trim(),
            issues,
          },
        });
      }

      const dbError = mapDatabaseError(err);
      if (dbError) return send(reply, dbError.status, { error: dbError.body });

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
      if (mayStoreErrorLog())
        await recordErrorLog(app.db, {
          level: 'error',
          message: err.message.slice(0, 2000),
          stack: err.stack?.slice(0, 10_000) ?? null,
          source: 'backend',
          endpoint: request.url.slice(0, 500),
          method: request.method,
          userId: request.user?.id ?? null,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
          ip: request.ip,
          metadata: { code: err.code ?? null, statusCode: status },
        }).catch((logErr: unknown) => request.log.error({ err: logErr }, 'could not store error log'));
      const unavailable = status === 503;
      return send(reply, unavailable ? 503 : 500, {
        error: {
          code: unavailable ? errorCodes.unavailable : errorCodes.internal,
          message: 'Error del servidor. Intenta nuevamente más tarde.',
        },
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
