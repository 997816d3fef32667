import {
  adminIdentityDetail,
  adminIdentityListResponse,
  adminIdentityQuery,
  identityDecisionInput,
  identityImageKinds,
  myIdentityResponse,
  myIdentityVerification,
} from '@traspasa/shared/identity';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { type IdentityImage, IdentityService } from './identity.service.ts';
import { readIdentityForm } from './identity-form.schemas.ts';
import { IdentityReviewService, REQUEST_NOT_FOUND } from './identity-review.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const kindParams = z.object({
  kind: z.enum(identityImageKinds, 'La imagen puede ser front, back o selfie.'),
});

/**
 * An ID photo: a private file (decision 040) is an attachment, never cached. The pages
 * fetch it with the session and show it from memory, so the disposition does not get in
 * their way; opened directly, it downloads instead of rendering in our origin.
 */
function sendImage(reply: FastifyReply, file: IdentityImage) {
  reply
    .type('image/jpeg')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}

/** Identity verification (decision 100): the person's request and the reviewers' queue. */
export default async function identityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const identity = new IdentityService(app);
  const review = new IdentityReviewService(app);
  const tags = ['identity'];

  /** A request or its photos do not exist for anyone but admins: 404, not 403. */
  const adminOr404 = async (request: FastifyRequest) => {
    if (!request.user) throw AppError.unauthorized();
    if (request.user.role !== 'admin') throw AppError.notFound(REQUEST_NOT_FOUND);
  };

  r.post(
    '/api/identity-verifications',
    {
      schema: {
        tags,
        summary:
          'Enviar una solicitud de verificación de identidad (multipart: consent, consentVersion, documentType, ' +
          'documentNumber, documentCountry para pasaportes; fotos front, back —salvo pasaporte— y selfie, JPG, PNG o WebP hasta 10 MB)',
        response: { 201: myIdentityVerification, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const created = await identity.submit(
        request.user!,
        () => readIdentityForm(request),
        requestContext(request),
      );
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(created);
    },
  );

  r.get(
    '/api/identity-verifications/me',
    {
      schema: {
        tags,
        summary: 'Mi verificación de identidad: la última solicitud y la insignia',
        response: { 200: myIdentityResponse, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return identity.mine(request.user!);
    },
  );

  r.get(
    '/api/identity-verifications/me/images/:kind',
    {
      schema: {
        tags,
        summary: 'Ver una foto de mi última solicitud mientras se conserva (queda registrado)',
        params: kindParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      sendImage(reply, await identity.ownImage(request.user!, request.params.kind, requestContext(request))),
  );

  r.get(
    '/api/admin/identity-verifications',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'Cola de verificaciones de identidad: pendientes primero, las más antiguas antes',
        querystring: adminIdentityQuery,
        response: { 200: adminIdentityListResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.list(request.query);
    },
  );

  r.get(
    '/api/admin/identity-verifications/:id',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'Una solicitud de verificación con la cuenta, las comprobaciones automáticas y el historial',
        params: idParams,
        response: { 200: adminIdentityDetail, ...errorResponses(400, 401, 404) },
      },
      preHandler: adminOr404,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.detail(request.params.id);
    },
  );

  r.get(
    '/api/admin/identity-verifications/:id/images/:kind',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'Ver una foto de la solicitud (cada vista queda en el historial)',
        params: idParams.extend(kindParams.shape),
      },
      preHandler: adminOr404,
    },
    async (request, reply) =>
      sendImage(
        reply,
        await review.image(request.user!, request.params.id, request.params.kind, requestContext(request)),
      ),
  );

  r.post(
    '/api/admin/identity-verifications/:id/decision',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'Aprobar o rechazar una solicitud pendiente (con motivo de la lista y nota)',
        params: idParams,
        body: identityDecisionInput,
        response: { 200: adminIdentityDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: adminOr404,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.decide(request.user!, request.params.id, request.body);
    },
  );
}
