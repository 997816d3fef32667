import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The security headers (decision 080). Scripts come from our origin plus the analytics hosts that are
 * configured (none by default); nothing may frame us.
 */
/** Where the Google Ads tag sends its conversion and remarketing hits. */
const GOOGLE_ADS_HOSTS = ['https://www.google.com', 'https://googleads.g.doubleclick.net'];

export default fp(
  async (app: FastifyInstance) => {
    const { analyticsHosts, gtm, metaPixel, googleAds, appUrl, kushki } = app.config;
    const https = appUrl.startsWith('https://');
    const scriptHosts = [
      ...analyticsHosts,
      ...analyticsHosts.map((h) =>
        h.replace('://us.i.', '://us-assets.i.').replace('://eu.i.', '://eu-assets.i.'),
      ),
      ...(gtm || googleAds ? ['https://www.googletagmanager.com'] : []),
      ...(metaPixel ? ['https://connect.facebook.net'] : []),
    ];
    const connectHosts = [
      ...analyticsHosts,
      ...(gtm ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : []),
      ...(metaPixel ? ['https://www.facebook.com'] : []),
      ...(googleAds ? GOOGLE_ADS_HOSTS : []),
      // The card page asks Kushki for the card token from the browser (docs/decisions/095).
      ...(kushki ? [new URL(kushki.apiUrl).origin] : []),
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
          ],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...connectHosts],
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
