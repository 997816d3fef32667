import {
  authResponse,
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  publicUser,
  registerInput,
  resetPasswordInput,
} from '@traspasa/shared/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { toPublicUser } from '../users/user.mapper.ts';
import { AuthService, type IssuedSession } from './auth.service.ts';

const message = z.object({ message: z.string() });

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = new AuthService(app);

  r.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Crear una cuenta',
        body: registerInput,
        response: { 201: authResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const issued = await auth.register(request.body, requestContext(request));
      setSessionCookie(request, reply, issued);
      return reply.code(201).send({ user: issued.user, sessionToken: issued.sessionToken });
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión con email o nombre de usuario',
        body: loginInput,
        response: { 200: authResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const issued = await auth.login(request.body, requestContext(request));
      setSessionCookie(request, reply, issued);
      return { user: issued.user, sessionToken: issued.sessionToken };
    },
  );

  r.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'Cerrar sesión', response: { 204: z.null() } } },
    async (request, reply) => {
      await auth.logout(request.session?.sid);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  r.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Usuario de la sesión actual',
        response: { 200: publicUser, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toPublicUser(request.user!);
    },
  );

  r.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Pedir un enlace para restablecer la contraseña',
        body: forgotPasswordInput,
        response: { 202: message, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(request.body.email, requestContext(request));
      return reply.code(202).send({
        message: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña.',
      });
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Elegir una nueva contraseña con el enlace recibido',
        body: resetPasswordInput,
        response: { 200: message, ...errorResponses(400) },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, requestContext(request));
      return { message: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.' };
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cambiar la contraseña (cierra las demás sesiones)',
        body: changePasswordInput,
        response: { 200: message, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await auth.changePassword(request.user!, request.session!.sid, request.body);
      return { message: 'Tu contraseña se cambió. Cerramos tus demás sesiones abiertas.' };
    },
  );
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  reply.setCookie(SESSION_COOKIE, issued.sessionToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Behind a TLS-terminating proxy the request may look like http: APP_URL says the truth.
    secure: request.protocol === 'https' || request.server.config.appUrl.startsWith('https://'),
    maxAge: issued.maxAgeSeconds,
  });
}
