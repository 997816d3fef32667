import { AVATAR_MAX_BYTES, publicUser, updateProfileInput } from '@traspasa/shared/auth';
import { errorCodes } from '@traspasa/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { UsersService } from './users.service.ts';

export default async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = new UsersService(app);

  r.patch(
    '/api/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Actualizar mi perfil',
        body: updateProfileInput,
        response: { 200: publicUser, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => users.updateProfile(request.user!, request.body),
  );

  r.post(
    '/api/user/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'Subir mi foto de perfil (multipart, campo "file": JPG, PNG o WebP, hasta 5 MB)',
        response: { 200: publicUser, ...errorResponses(400, 401, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(
          errorCodes.unsupportedMediaType,
          415,
          'Envía la imagen como formulario (multipart/form-data).',
        );
      }
      const { data } = await readSingleFile(request, {
        maxBytes: AVATAR_MAX_BYTES,
        tooLargeMessage: 'No pudimos subir la foto: supera los 5 MB. Elige una imagen más liviana.',
        missingMessage: 'Falta la imagen (campo "file").',
      });
      return users.setAvatar(request.user!, data);
    },
  );

  r.delete(
    '/api/user/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'Quitar mi foto de perfil',
        response: { 200: publicUser, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => users.removeAvatar(request.user!),
  );
}
