import {
  counterOfferBody,
  listingPipeline,
  loiDocument,
  makeOfferBody,
  negotiationDetail,
  negotiationList,
  negotiationListQuery,
  negotiationVerification,
  offerDefaults,
  publishLoiDocumentBody,
  rejectOfferBody,
  signingCodeResponse,
  signOfferBody,
} from '@traspasa/shared/offers';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { OffersService } from './offers.service.ts';
import { OffersPdfService } from './offers-pdf.service.ts';

const id32 = z.coerce.number().int().min(1).max(2_147_483_647);
const idParams = z.object({ id: id32 });
const versionParams = idParams.extend({ n: z.coerce.number().int().min(1).max(100_000) });
const defaultsQuery = z.object({ businessId: id32 });
const emptyBody = z.object({}).optional();

/** Private documents: downloaded, never cached (decision 040). */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf));
}

/** Offers and letters of intent (decision 170); the reservation's routes are decision 171's. */
export default async function offersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const offers = new OffersService(app);
  const pdfs = new OffersPdfService(app);
  const tags = ['offers'];
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  r.get(
    '/api/offers/letter-template',
    {
      schema: {
        tags,
        summary: 'La carta de intención vigente (plantilla), con el SHA-256 de su texto',
        response: { 200: loiDocument, ...errorResponses(404) },
      },
    },
    async () => offers.template(),
  );

  r.get(
    '/api/offers/defaults',
    {
      schema: {
        tags,
        summary: 'Los términos iniciales de una oferta, tomados del anuncio (comprador con acceso)',
        querystring: defaultsQuery,
        response: { 200: offerDefaults, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      noStore(reply);
      return offers.defaults(request.user!, request.query.businessId);
    },
  );

  r.post(
    '/api/negotiations',
    {
      schema: {
        tags,
        summary: 'Hacer una oferta (versión 1 de una negociación nueva)',
        body: makeOfferBody,
        response: { 201: negotiationDetail, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const detail = await offers.make(request.user!, request.body, requestContext(request));
      reply.code(201);
      return detail;
    },
  );

  r.get(
    '/api/negotiations',
    {
      schema: {
        tags,
        summary: 'Mis negociaciones, como comprador o como vendedor',
        querystring: negotiationListQuery,
        response: { 200: negotiationList, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      noStore(reply);
      return offers.list(request.user!, request.query);
    },
  );

  r.get(
    '/api/negotiations/:id',
    {
      schema: {
        tags,
        summary: 'Una negociación: versiones, cambios, eventos, firmas y lo que puedo hacer',
        params: idParams,
        response: { 200: negotiationDetail, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      noStore(reply);
      return offers.detail(request.user!, request.params.id);
    },
  );

  r.post(
    '/api/negotiations/:id/counter',
    {
      schema: {
        tags,
        summary: 'Contraofertar: una versión nueva de la negociación',
        params: idParams,
        body: counterOfferBody,
        response: { 200: negotiationDetail, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      offers.counter(request.user!, request.params.id, request.body, requestContext(request)),
  );

  r.post(
    '/api/negotiations/:id/accept',
    {
      schema: {
        tags,
        summary: 'Aceptar la versión abierta (luego firman las dos partes)',
        params: idParams,
        body: emptyBody,
        response: { 200: negotiationDetail, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => offers.accept(request.user!, request.params.id, requestContext(request)),
  );

  r.post(
    '/api/negotiations/:id/reject',
    {
      schema: {
        tags,
        summary: 'Rechazar la versión abierta, con un motivo opcional',
        params: idParams,
        body: rejectOfferBody,
        response: { 200: negotiationDetail, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      offers.reject(request.user!, request.params.id, request.body ?? {}, requestContext(request)),
  );

  r.post(
    '/api/negotiations/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Retirar mi versión abierta',
        params: idParams,
        body: emptyBody,
        response: { 200: negotiationDetail, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => offers.withdraw(request.user!, request.params.id, requestContext(request)),
  );

  r.post(
    '/api/negotiations/:id/signing-code',
    {
      schema: {
        tags,
        summary: 'Firmar la carta aceptada: enviar por correo un código de un solo uso (10 minutos)',
        params: idParams,
        body: emptyBody,
        response: { 200: signingCodeResponse, ...errorResponses(400, 401, 404, 409, 429, 503) },
      },
      preHandler: app.requireUser,
    },
    async (request) => offers.requestSigningCode(request.user!, request.params.id, requestContext(request)),
  );

  r.post(
    '/api/negotiations/:id/sign',
    {
      schema: {
        tags,
        summary: 'Firmar la carta aceptada con el nombre completo y el código recibido',
        params: idParams,
        body: signOfferBody,
        response: { 200: negotiationDetail, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => offers.sign(request.user!, request.params.id, request.body, requestContext(request)),
  );

  r.get(
    '/api/negotiations/:id/versions/:n/letter.pdf',
    {
      schema: {
        tags,
        summary: 'La carta de intención de una versión, con su certificado (PDF)',
        params: versionParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const pdf = await pdfs.letter(request.user!, id, n, requestContext(request));
      return sendPdf(reply, `carta-de-intencion-${id}-v${n}.pdf`, pdf);
    },
  );

  r.get(
    '/api/negotiations/:id/certificate.pdf',
    {
      schema: { tags, summary: 'Certificado de evidencia de la negociación (PDF)', params: idParams },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const pdf = await pdfs.certificate(request.user!, request.params.id, requestContext(request));
      return sendPdf(reply, `certificado-negociacion-${request.params.id}.pdf`, pdf);
    },
  );

  r.get(
    '/api/listings/:id/pipeline',
    {
      schema: {
        tags,
        summary: 'Embudo del anuncio: interesados, acuerdos firmados, ofertas, reservado, vendido',
        params: idParams,
        response: { 200: listingPipeline, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      noStore(reply);
      return offers.pipeline(request.user!, request.params.id);
    },
  );

  // ---------- admin (read-only, plus verification and the template) ----------

  r.get(
    '/api/admin/negotiations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Negociaciones (por anuncio)',
        querystring: negotiationListQuery,
        response: { 200: negotiationList, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      noStore(reply);
      return offers.adminList(request.query);
    },
  );

  r.get(
    '/api/admin/negotiations/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Una negociación con su registro de evidencia (IP y navegador por evento)',
        params: idParams,
        response: { 200: negotiationDetail, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      noStore(reply);
      return offers.adminDetail(request.params.id);
    },
  );

  r.post(
    '/api/admin/negotiations/:id/verify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verificar la cadena de evidencia de una negociación',
        params: idParams,
        body: emptyBody,
        response: { 200: negotiationVerification, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => offers.verify(request.user!, request.params.id),
  );

  r.post(
    '/api/admin/loi-documents',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publicar una versión nueva de la carta de intención (pasa a ser la única vigente)',
        body: publishLoiDocumentBody,
        response: { 201: loiDocument, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.code(201);
      return offers.publishTemplate(request.user!, request.body);
    },
  );
}
