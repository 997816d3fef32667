import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The security headers (decision 080). Scripts come from our origin plus the analytics hosts that are
 * configured (none by default); nothing may frame us.
 */
/** Where the Google Ads tag sends its conversion and remarketing hits. */
const GOOGLE_ADS_HOSTS = ['https://www.google.com', 'https://googleads.g.doubleclick.net'];

/**
 * What kushki.js needs on the card page (docs/decisions/095): its API in Kushki's environment
 * (the library ignores KUSHKI_API_URL), and for 3-D Secure Cardinal Commerce's Songbird script,
 * its calls and the bank's challenge in its frame; in UAT the sandbox challenge's logos.
 */
export function kushkiHosts(environment: 'uat' | 'production') {
  const uat = environment === 'uat';
  return {
    script: [uat ? 'https://songbirdstag.cardinalcommerce.com' : 'https://songbird.cardinalcommerce.com'],
    connect: [
      uat ? 'https://api-uat.kushkipagos.com' : 'https://api.kushkipagos.com',
      'https://*.cardinalcommerce.com',
    ],
    frame: ['https://*.cardinalcommerce.com'],
    img: uat ? ['https://kushki-static-dev.s3.amazonaws.com'] : [],
  };
}

export default fp(
  async (app: FastifyInstance) => {
    const { analyticsHosts, gtm, metaPixel, googleAds, appUrl, kushki } = app.config;
    const https = appUrl.startsWith('https://');
    const card = kushki ? kushkiHosts(kushki.environment) : null;
    const scriptHosts = [
      ...analyticsHosts,
      ...analyticsHosts.map((h) =>
        h.replace('://us.i.', '://us-assets.i.').replace('://eu.i.', '://eu-assets.i.'),
      ),
      ...(gtm || googleAds ? ['https://www.googletagmanager.com'] : []),
      ...(metaPixel ? ['https://connect.facebook.net'] : []),
      ...(card?.script ?? []),
    ];
    const connectHosts = [
      ...analyticsHosts,
      ...(gtm ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : []),
      ...(metaPixel ? ['https://www.facebook.com'] : []),
      ...(googleAds ? GOOGLE_ADS_HOSTS : []),
      ...(card?.connect ?? []),
    ];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHosts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(metaPixel ? ['https://www.facebook.com'] : []),
            ...(googleAds ? GOOGLE_ADS_HOSTS : []),
            ...(card?.img ?? []),
          ],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...connectHosts],
          ...(card ? { frameSrc: ["'self'", ...card.frame] } : {}),
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only where the app is served over HTTPS (production); never on http://localhost.
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });
  },
  { name: 'security-headers' },
);
