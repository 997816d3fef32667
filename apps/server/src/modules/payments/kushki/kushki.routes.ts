// The local card gateway's routes (decision 095): the card page's session and charge, and
// Kushki's webhook, verified by its own signature and stored in the one pipeline's inbox.
import {
  cardGatewayChargeInput,
  cardGatewayChargeResponse,
  cardGatewaySessionView,
} from '@traspasa/shared/card-gateway';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { KushkiCheckoutError, type KushkiProvider } from './kushki.provider.ts';
import { threeDsReturnTarget } from './kushki.rules.ts';
import { ingestKushkiWebhook, KUSHKI_WEBHOOK_PATH } from './kushki.service.ts';

const sessionParams = z.object({ id: z.string().trim().min(1).max(200) });

export default async function kushkiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kushki = (): KushkiProvider => {
    if (!app.payments.kushki) throw AppError.notFound('No existe esa dirección en la API.');
    return app.payments.kushki;
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof KushkiCheckoutError) {
        throw err.status === 404 ? AppError.notFound(err.message) : AppError.conflict(err.message);
      }
      throw err;
    }
  };

  r.get(
    '/api/payments/kushki/sessions/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pago con tarjeta (Kushki): la sesión para su página',
        params: sessionParams,
        response: { 200: cardGatewaySessionView, ...errorResponses(401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => call(() => kushki().viewSession(request.params.id, request.user!.id)),
  );

  r.post(
    '/api/payments/kushki/sessions/:id/charge',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pago con tarjeta (Kushki): cobrar con el token de la tarjeta',
        params: sessionParams,
        body: cardGatewayChargeInput,
        response: { 200: cardGatewayChargeResponse, ...errorResponses(400, 401, 404, 409, 503) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      try {
        return await call(() => kushki().charge(request.params.id, request.user!.id, request.body.token));
      } catch (err) {
        if (err instanceof AppError) throw err;
        request.log.error({ err }, 'kushki: charge failed');
        throw AppError.unavailable(
          'No pudimos conectar con el procesador de pagos. Si tu banco muestra un cargo, se confirmará solo; si no, inténtalo en unos minutos.',
          30,
        );
      }
    },
  );

  // The bank's 3-D Secure page sends the buyer here (a top-level GET, the session cookie may
  // not come along): nothing is charged here, the card page charges the token it is given.
  r.get(
    '/api/payments/kushki/sessions/:id/3ds-return',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pago con tarjeta (Kushki): vuelta desde la verificación 3-D Secure del banco',
        params: sessionParams,
        querystring: z.object({
          success: z.string().max(10).optional(),
          token: z.string().max(300).optional(),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      kushki();
      return reply.redirect(threeDsReturnTarget(app.config.appUrl, request.params.id, request.query), 302);
    },
  );

  // Kushki signs the exact bytes: the webhook reads its body raw.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      KUSHKI_WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: 'Notificaciones de Kushki (firma X-Kushki-Signature sobre el cuerpo exacto)',
          hide: true,
        },
        bodyLimit: 256 * 1024,
      },
      async (request, reply) => {
        const provider = kushki();
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw AppError.badRequest('La notificación tiene que llegar como JSON.');
        const header = (name: string) => {
          const v = request.headers[name];
          return typeof v === 'string' ? v.trim() : undefined;
        };
        const isNew = await ingestKushkiWebhook(
          { inbox: app.payments.inbox, key: await provider.webhookSecret(), db: app.db },
          body,
          { id: header('x-kushki-id'), signature: header('x-kushki-signature') },
        );
        if (isNew) app.payments.kick();
        return reply.code(200).send({ received: true });
      },
    );
  });
}
