import { DEAL_FILE_PUBLIC_KEY_PATH } from '@traspasa/shared/deal-file';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requestContext } from '../../lib/request-context.ts';
import { DealFileService } from './deal-file.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The negotiation's deal file and the public key that signs it (decision 176). */
export default async function dealFileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dealFiles = new DealFileService(app);
  const tags = ['offers'];

  r.get(
    '/api/negotiations/:id/deal-file.zip',
    {
      schema: {
        tags,
        summary:
          'Expediente de la negociación (ZIP): acuerdos, cartas, certificados, ruta de traspaso, accesos a la sala de datos, cadenas y manifiesto firmado',
        params: idParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const file = await dealFiles.open(request.user!, request.params.id, requestContext(request));
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', `${file.name}.zip`))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  r.get(
    DEAL_FILE_PUBLIC_KEY_PATH,
    { schema: { tags, summary: 'Clave pública Ed25519 que firma los expedientes (PEM)' } },
    async (_request, reply) =>
      reply
        .type('application/x-pem-file')
        .header('cache-control', 'public, max-age=3600')
        .send(await dealFiles.publicKeyPem()),
  );
}
