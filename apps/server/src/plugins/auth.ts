import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { sha256Hex } from '../lib/tokens.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  touchSession,
} from '../modules/auth/sessions.service.ts';
import type { UserRow } from '../modules/users/users.service.ts';

export const SESSION_COOKIE = 'session-token';
export const SESSION_HEADER = 'x-session-token';

export type CurrentUser = UserRow;
export interface AuthSession {
  sid: string;
  /** How the token arrived; cookie-only mutations must pass the origin check. */
  via: 'header' | 'cookie';
}

/** Idle limits (decision 011); absolute limits are the session's `expire`. */
export const IDLE_MS = { user: 7 * 24 * 3600_000, admin: 30 * 60_000 } as const;
export const ABSOLUTE_MS = { user: 30 * 24 * 3600_000, admin: 12 * 3600_000 } as const;
const TOUCH_EVERY_MS = 60_000;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The request proves itself with a signed token it carries (a mail's unsubscribe link) and
     * never acts as a signed-in person: no session is resolved, and it may come from another
     * site (a webmail's one-click POST, RFC 8058), so the cross-site check does not apply.
     */
    tokenAuthenticated?: boolean;
  }
}

/**
 * Resolves the session on every request and refuses cross-site mutations.
 * A request may carry the token in X-Session-Token (decision 011) or in the httpOnly cookie.
 */
export default fp(
  async (app: FastifyInstance) => {
    const trusted = trustedOrigins(app.config.appUrl, app.config.isProduction);
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    /** Sets request.user and request.session from the header or cookie token, if live. */
    const resolve = async (request: FastifyRequest): Promise<void> => {
      const header = request.headers[SESSION_HEADER];
      const headerToken = typeof header === 'string' && header.length > 0 ? header : undefined;
      const cookieToken = request.cookies[SESSION_COOKIE];
      const token = headerToken ?? cookieToken;
      if (!token || token.length > 200) return;

      const sid = sha256Hex(token);
      const found = await findLiveSession(app.db, sid);
      if (!found || found.user.suspendedAt) return;
      const idleLimit = found.user.role === 'admin' ? IDLE_MS.admin : IDLE_MS.user;
      const lastSeen = found.session.lastSeenAt.getTime();
      if (Date.now() - lastSeen > idleLimit) {
        await deleteSession(app.db, sid);
        return;
      }
      if (Date.now() - lastSeen > TOUCH_EVERY_MS) await touchSession(app.db, sid);
      request.user = found.user;
      request.session = { sid, via: headerToken ? 'header' : 'cookie' };
    };
    // Outside the API (uploads) the session is looked up only when a rule needs it.
    app.decorate('resolveUser', async (request: FastifyRequest) => {
      if (!request.session) await resolve(request);
      return request.user;
    });

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.tokenAuthenticated) return;
      if (MUTATING.has(request.method)) assertSameOrigin(request, trusted);
      if (request.url.startsWith('/api/')) await resolve(request);
      // Everything under /api/admin is for admins, refused before the body is read or validated:
      // whoever is not an admin gets one answer there, never a hint of a schema (decision 080).
      if (request.routeOptions.url?.startsWith('/api/admin/')) {
        if (!request.user) throw AppError.unauthorized();
        if (request.user.role !== 'admin') throw AppError.forbidden();
      }
    });

    const sweep = setInterval(
      () =>
        deleteExpiredSessions(app.db).catch((err: unknown) => app.log.warn({ err }, 'session sweep failed')),
      3600_000,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw AppError.unauthorized();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw AppError.unauthorized();
      if (request.user.role !== 'admin') throw AppError.forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/**
 * CSRF defence (decision 011): a state-changing request that a browser marks as coming
 * from another site is refused, whatever authenticates it. Requests without these
 * headers come from non-browser clients, which a CSRF attack cannot use.
 */
function assertSameOrigin(request: FastifyRequest, trusted: (origin: string) => boolean): void {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin && origin !== 'null') {
    if (origin === `${request.protocol}://${request.host}` || trusted(origin)) return;
    throw AppError.forbidden('Solicitud rechazada: proviene de un sitio que no es Traspasa.');
  }
  if (origin === 'null' || fetchSite === 'cross-site') {
    throw AppError.forbidden('Solicitud rechazada: proviene de un sitio que no es Traspasa.');
  }
}

/** APP_URL's origin; outside production also the Vite dev server on any loopback port. */
function trustedOrigins(appUrl: string, isProduction: boolean): (origin: string) => boolean {
  const app = new URL(appUrl).origin;
  const loopback = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
  return (origin) => origin === app || (!isProduction && loopback.test(origin));
}
