import {
  electronicCompleteBody,
  electronicStartResponse,
  myNdaList,
  nda,
  ndaAuditQuery,
  ndaAuditResponse,
  ndaDocument,
  ndaWithEvidence,
  publishNdaDocumentBody,
  reviewNdaBody,
  revokeNdaBody,
  signNdaBody,
} from '@traspasa/shared/ndas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { NdaAuditService } from './nda-audit.service.ts';
import { NdaDocumentsService } from './nda-documents.service.ts';
import { NdaElectronicService } from './nda-electronic.service.ts';
import { readNamedFiles } from './nda-multipart.schemas.ts';
import { fileKinds, NdaPhysicalService, uploadRules } from './nda-physical.service.ts';
import { NdaReviewService } from './nda-review.service.ts';
import { NdasService } from './ndas.service.ts';

const id32 = z.coerce.number().int().min(1).max(2_147_483_647);
const ndaParams = z.object({ id: id32 });
const businessParams = z.object({ businessId: id32 });
const fileParams = ndaParams.extend({ kind: z.enum(fileKinds) });

/** Private files: downloaded, never shown inline or cached (decision 040). */
function sendPrivate(reply: FastifyReply, type: string, fileName: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
}

/** NDAs: versioned texts, clickwrap, enhanced signature, evidence, certificate, audit (decision 060). */
export default async function ndasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const documents = new NdaDocumentsService(app);
  const ndas = new NdasService(app);
  const electronic = new NdaElectronicService(app);
  const physical = new NdaPhysicalService(app);
  const review = new NdaReviewService(app);
  const audit = new NdaAuditService(app);
  const tags = ['ndas'];

  r.get(
    '/api/nda-documents/active',
    {
      schema: {
        tags,
        summary: 'El acuerdo de confidencialidad vigente, con el SHA-256 de su texto',
        response: { 200: ndaDocument, ...errorResponses(404) },
      },
    },
    async () => documents.active(),
  );

  r.post(
    '/api/admin/nda-documents',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publicar una versión nueva del acuerdo (pasa a ser la única vigente)',
        body: publishNdaDocumentBody,
        response: { 201: ndaDocument, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.code(201);
      return documents.publish(request.user!, request.body);
    },
  );

  r.post(
    '/api/ndas',
    {
      schema: {
        tags,
        summary: 'Firmar (clickwrap) el acuerdo de un negocio: 201 si es nuevo, 200 si ya existía',
        body: signNdaBody,
        response: { 200: nda, 201: nda, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await ndas.sign(request.user!, request.body, requestContext(request));
      reply.code(result.created ? 201 : 200);
      return result.nda;
    },
  );

  r.get(
    '/api/ndas',
    {
      schema: {
        tags,
        summary: 'Mis acuerdos de confidencialidad',
        response: { 200: myNdaList, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ndas.listMine(request.user!),
  );

  r.get(
    '/api/ndas/business/:businessId',
    {
      schema: {
        tags,
        summary: 'Mi acuerdo para un negocio',
        params: businessParams,
        response: { 200: nda, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ndas.mineForBusiness(request.user!, request.params.businessId),
  );

  r.get(
    '/api/ndas/:id',
    {
      schema: {
        tags,
        summary: 'El acuerdo con su evidencia (comprador, vendedor del negocio y administración)',
        params: ndaParams,
        response: { 200: ndaWithEvidence, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ndas.withEvidence(request.user!, request.params.id);
    },
  );

  r.post(
    '/api/ndas/:id/electronic/start',
    {
      schema: {
        tags,
        summary: 'Firma electrónica: enviar por correo un código de un solo uso (10 minutos)',
        params: ndaParams,
        response: { 200: electronicStartResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request) => electronic.start(request.user!, request.params.id, requestContext(request)),
  );

  r.post(
    '/api/ndas/:id/electronic/complete',
    {
      schema: {
        tags,
        summary: 'Firma electrónica: código recibido y firma dibujada (PNG)',
        params: ndaParams,
        body: electronicCompleteBody,
        response: { 200: nda, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      electronic.complete(request.user!, request.params.id, request.body, requestContext(request)),
  );

  r.get(
    '/api/ndas/:id/document.pdf',
    {
      schema: { tags, summary: 'El acuerdo en PDF para imprimirlo y firmarlo a mano', params: ndaParams },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const pdf = await physical.documentPdf(request.user!, request.params.id, requestContext(request));
      return sendPrivate(reply, 'application/pdf', `acuerdo-confidencialidad-${request.params.id}.pdf`).send(
        Buffer.from(pdf),
      );
    },
  );

  r.post(
    '/api/ndas/:id/upload',
    {
      schema: {
        tags,
        summary:
          'Firma física: subir el acuerdo firmado y la identificación (multipart: signedDocument, idDocumentFront, idDocumentBack; PDF, JPG o PNG)',
        params: ndaParams,
        response: { 200: nda, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      physical.upload(
        request.user!,
        request.params.id,
        () => readNamedFiles(request, uploadRules),
        requestContext(request),
      ),
  );

  r.get(
    '/api/ndas/:id/files/:kind',
    {
      schema: {
        tags,
        summary: 'Descargar un archivo privado del acuerdo (queda registrado)',
        params: fileParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const file = await physical.file(
        request.user!,
        request.params.id,
        request.params.kind,
        requestContext(request),
      );
      sendPrivate(reply, file.contentType, file.fileName);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );

  r.post(
    '/api/ndas/:id/review',
    {
      schema: {
        tags,
        summary: 'Aprobar o rechazar los documentos de una firma física (vendedor o administración)',
        params: ndaParams,
        body: reviewNdaBody,
        response: { 200: nda, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => review.review(request.user!, request.params.id, request.body, requestContext(request)),
  );

  r.post(
    '/api/ndas/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revocar un acuerdo firmado: el acceso confidencial termina de inmediato',
        params: ndaParams,
        body: revokeNdaBody,
        response: { 200: nda, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      review.revoke(request.user!, request.params.id, request.body.notes, requestContext(request)),
  );

  r.get(
    '/api/ndas/:id/certificate.pdf',
    {
      schema: { tags, summary: 'Certificado de evidencia del acuerdo (PDF)', params: ndaParams },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const pdf = await audit.certificate(request.user!, request.params.id, requestContext(request));
      return sendPrivate(reply, 'application/pdf', `certificado-acuerdo-${request.params.id}.pdf`).send(
        Buffer.from(pdf),
      );
    },
  );

  r.get(
    '/api/nda-audit',
    {
      schema: {
        tags,
        summary: 'Auditoría de acuerdos: los de mis negocios (vendedor) o todos (administración)',
        querystring: ndaAuditQuery,
        response: { 200: ndaAuditResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return audit.audit(request.user!, request.query);
    },
  );
}
