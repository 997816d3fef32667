import type { MultipartFile } from '@fastify/multipart';
import { AVATAR_MAX_BYTES, publicUser, updateProfileInput } from '@traspasa/shared/auth';
import { errorCodes } from '@traspasa/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { UsersService } from './users.service.ts';

/** The one uploaded file as bytes, with a Spanish 4xx for every way a multipart body can be wrong. */
async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  } catch {
    throw AppError.badRequest('No pudimos leer el archivo enviado. Vuelve a intentarlo.');
  }
  if (file?.fieldname !== 'file') throw AppError.badRequest('Falta la imagen (campo "file").');
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        errorCodes.payloadTooLarge,
        413,
        'No pudimos subir la foto: supera los 5 MB. Elige una imagen más liviana.',
      );
    }
    throw AppError.badRequest('La subida se interrumpió o el archivo llegó incompleto. Vuelve a intentarlo.');
  }
  if (data.length === 0) throw AppError.badRequest('El archivo está vacío.');
  return data;
}

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
      const data = await readSingleFile(request);
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
