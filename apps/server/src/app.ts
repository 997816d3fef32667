import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { useSpanishZodMessages } from '@traspasa/shared/zod-es';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config.ts';
import { AppError } from './lib/app-error.ts';
import { jsonDepthExceeds } from './lib/input-guards.ts';
import type { Mailer } from './lib/mailer.ts';
import accountRoutes from './modules/account/account.routes.ts';
import adminMetricsRoutes from './modules/admin-metrics/admin-metrics.routes.ts';
import adminQueuesRoutes from './modules/admin-queues/admin-queues.routes.ts';
import adminUsersRoutes from './modules/admin-users/admin-users.routes.ts';
import auditLogRoutes from './modules/audit-log/audit-log.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import businessMediaRoutes from './modules/business-media/business-media.routes.ts';
import businessesRoutes from './modules/businesses/businesses.routes.ts';
import searchCachePlugin from './modules/businesses/search-cache.plugin.ts';
import sellerBusinessesRoutes from './modules/businesses/seller-businesses.routes.ts';
import buyerProfilesRoutes from './modules/buyer-profiles/buyer-profiles.routes.ts';
import closingRoutes from './modules/closing/closing.routes.ts';
import dataRoomRoutes from './modules/data-room/data-room.routes.ts';
import dataRoomQuestionsRoutes from './modules/data-room/questions.routes.ts';
import dealFileRoutes from './modules/deal-file/deal-file.routes.ts';
import discountCodesRoutes from './modules/discount-codes/discount-codes.routes.ts';
import errorLogsRoutes from './modules/error-logs/error-logs.routes.ts';
import favoritesRoutes from './modules/favorites/favorites.routes.ts';
import feedbackRoutes from './modules/feedback/feedback.routes.ts';
import fundsRoutes from './modules/funds/funds.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import readinessPlugin from './modules/health/readiness.plugin.ts';
import identityRoutes from './modules/identity/identity.routes.ts';
import invoicesPlugin from './modules/invoices/invoices.plugin.ts';
import invoicesRoutes from './modules/invoices/invoices.routes.ts';
import invoiceDownloadsRoutes from './modules/invoices/ride/invoice-downloads.routes.ts';
import adminInvoicesRoutes from './modules/invoices/sri/admin-invoices.routes.ts';
import landingPlugin from './modules/landing/landing.plugin.ts';
import landingRoutes from './modules/landing/landing.routes.ts';
import listingAccessRoutes from './modules/listing-access/listing-access.routes.ts';
import listingStatsRoutes from './modules/listing-stats/listing-stats.routes.ts';
import { websocketOptions } from './modules/messages/chat-live.routes.ts';
import messagesRoutes from './modules/messages/messages.routes.ts';
import metricsPlugin from './modules/metrics/metrics.plugin.ts';
import moderationRoutes from './modules/moderation/moderation.routes.ts';
import ndasRoutes from './modules/ndas/ndas.routes.ts';
import offersRoutes from './modules/offers/offers.routes.ts';
import reservationRoutes from './modules/offers/reservation.routes.ts';
import adminPaymentsRoutes from './modules/payments/admin-payments.routes.ts';
import paymentsPlugin from './modules/payments/payments.plugin.ts';
import paymentsRoutes from './modules/payments/payments.routes.ts';
import transfersRoutes from './modules/payments/transfers/transfers.routes.ts';
import professionalsRoutes from './modules/professionals/professionals.routes.ts';
import reportsRoutes from './modules/reports/reports.routes.ts';
import resourcesRoutes from './modules/resources/resources.routes.ts';
import savedSearchesRoutes from './modules/saved-searches/saved-searches.routes.ts';
import seoRoutes from './modules/seo/seo.routes.ts';
import siteRoutes from './modules/site/site.routes.ts';
import usersRoutes from './modules/users/users.routes.ts';
import valuationRoutes from './modules/valuation/valuation.routes.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { clientErrors, frameworkErrors } from './plugins/errors.ts';
import overloadPlugin from './plugins/overload.ts';
import { RequestLogController } from './plugins/request-log.ts';
import securityHeaders from './plugins/security-headers.ts';
import { jobsPlugin, mailPlugin, rateLimitPlugin, storagePlugin } from './plugins/services.ts';
import spaPlugin from './plugins/spa.ts';

export interface BuildAppOptions {
  config: Config;
  pool: pg.Pool;
  /** Tests pass a capturing mailer; otherwise SMTP or the dev outbox. */
  mailer?: Mailer;
  /** Where the built web app lives; tests point it at a fixture or a missing folder. */
  webDistDir?: string;
  /**
   * Told of every route as it is registered, whoever registers it: the permission tests
   * walk every /api/admin endpoint without a list that a new module could miss.
   */
  onRoute?: (route: RouteOptions) => void;
}

const JSON_TOO_DEEP = 'Los datos enviados están anidados demasiado. Envía una estructura más simple.';

/** Every plugin and module, registered in one visible order (STYLE.md). */
export async function buildApp({
  config,
  pool,
  mailer,
  webDistDir,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  useSpanishZodMessages();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(config.isProduction
              ? {}
              : { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }),
          },
    trustProxy: config.trustProxy,
    // One line per request instead of Fastify's two, routine checks at debug (plugins/request-log.ts).
    logController: new RequestLogController(config.logLevel),
    bodyLimit: 1024 * 1024,
    // The errors plugin answers while closing, and the router's own refusals, in our shape.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  app.decorate('config', config);
  if (onRoute) app.addHook('onRoute', onRoute);
  // Spec §7 sends logout as JSON with no body: an empty JSON body means "no body", not a
  // 400. Anything else goes through Fastify's own parser (prototype-poisoning checks kept).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    // Bounded before parsing: no payload nests this deep, and a deep one costs recursion later.
    if (jsonDepthExceeds(text)) return done(AppError.badRequest(JSON_TOO_DEEP), undefined);
    return parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure
  await app.register(dbPlugin, { pool });
  await app.register(errorsPlugin);
  await app.register(overloadPlugin);
  await app.register(readinessPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeaders);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 3, fields: 20 } });
  await app.register(websocket, websocketOptions);
  await app.register(storagePlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin, { mailer });
  await app.register(jobsPlugin);
  await app.register(invoicesPlugin);
  await app.register(paymentsPlugin);
  await app.register(authPlugin);
  await app.register(searchCachePlugin);
  await app.register(landingPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Traspasa API', version: '1.0.0', description: 'API del mercado de negocios Traspasa.' },
      components: {
        securitySchemes: {
          sessionToken: { type: 'apiKey', in: 'header', name: 'X-Session-Token' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  // Features
  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(accountRoutes);
  await app.register(errorLogsRoutes);
  await app.register(businessesRoutes);
  await app.register(businessMediaRoutes);
  await app.register(dataRoomQuestionsRoutes);
  await app.register(dataRoomRoutes);
  await app.register(sellerBusinessesRoutes);
  await app.register(moderationRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminQueuesRoutes);
  await app.register(adminMetricsRoutes);
  await app.register(auditLogRoutes);
  await app.register(feedbackRoutes);
  await app.register(reportsRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(discountCodesRoutes);
  await app.register(paymentsRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(invoiceDownloadsRoutes);
  await app.register(adminInvoicesRoutes);
  await app.register(invoicesRoutes);
  await app.register(transfersRoutes);
  await app.register(favoritesRoutes);
  await app.register(listingStatsRoutes);
  await app.register(ndasRoutes);
  await app.register(offersRoutes);
  await app.register(dealFileRoutes);
  await app.register(listingAccessRoutes);
  await app.register(identityRoutes);
  await app.register(fundsRoutes);
  await app.register(buyerProfilesRoutes);
  await app.register(reservationRoutes);
  await app.register(closingRoutes);
  await app.register(messagesRoutes);
  await app.register(resourcesRoutes);
  await app.register(professionalsRoutes);
  await app.register(valuationRoutes);
  await app.register(landingRoutes);
  await app.register(seoRoutes);

  // The docs and the web app last: they only serve what the features declared.
  if (config.apiDocs !== 'off') {
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // API_DOCS=admins (production's default): everyone else gets the 404 of a missing page.
      uiHooks: {
        onRequest: async (request) => {
          if (config.apiDocs === 'admins' && request.user?.role !== 'admin') {
            throw AppError.notFound('No existe esa dirección en la API.');
          }
        },
      },
    });
  }
  await app.register(spaPlugin, { distDir: webDistDir });
  return app;
}
