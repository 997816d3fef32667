// POST /api/payments/webhook (decision 090): the provider's events arrive here. The route
// verifies the signature on the exact bytes, stores the event (inbox.service.ts) and answers
// 200; the job processes it (pipeline.service.ts), and effects.service.ts says what it changes.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { verifyEvent, WEBHOOK_PATH } from './inbox.service.ts';

export default async function webhookRoutes(app: FastifyInstance) {
  // The webhook reads its body raw: the signature is over the exact bytes sent.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: 'Eventos del proveedor de pagos (firma Stripe sobre el cuerpo exacto)',
          hide: true,
        },
        bodyLimit: 512 * 1024,
      },
      async (request, reply) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw AppError.badRequest('El evento tiene que llegar como JSON.');
        const signature = request.headers['stripe-signature'];
        const event = verifyEvent(
          body,
          typeof signature === 'string' ? signature : undefined,
          await app.payments.provider.webhookSecret(),
        );
        const isNew = await app.payments.inbox.store(event.id, event.type, body.toString('utf8'));
        if (isNew) app.payments.kick();
        return reply.code(200).send({ received: true });
      },
    );
  });
}
