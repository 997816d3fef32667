// The multipart body of `POST /api/identity-verifications` (decision 100): text fields and up to
// three photos, each photo under its own cap, with a Spanish 4xx for every way the body can
// be wrong. Nothing is kept here: the caller validates, then cleans and stores.
import { errorCodes } from '@traspasa/shared/errors';
import {
  IDENTITY_IMAGE_MAX_BYTES,
  type IdentityImageKind,
  identityImageKinds,
} from '@traspasa/shared/identity';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isInvalidText } from '../../lib/input-guards.ts';
import { assertMultipart } from '../../lib/multipart.ts';
import { imageLabels } from './identity-images.service.ts';

const FIELD_NAMES = [
  'consent',
  'consentVersion',
  'documentType',
  'documentNumber',
  'documentCountry',
] as const;
const MAX_FIELD_BYTES = 200;

export interface IdentityForm {
  fields: Record<string, string>;
  files: Partial<Record<IdentityImageKind, Buffer>>;
}

const isImageKind = (name: string): name is IdentityImageKind =>
  (identityImageKinds as readonly string[]).includes(name);

export async function readIdentityForm(request: FastifyRequest): Promise<IdentityForm> {
  assertMultipart(request, 'Envía el formulario como multipart/form-data, con las fotos como archivos.');
  const fields: Record<string, string> = {};
  const files: Partial<Record<IdentityImageKind, Buffer>> = {};
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: IDENTITY_IMAGE_MAX_BYTES,
        files: identityImageKinds.length,
        fields: FIELD_NAMES.length + 2,
        fieldSize: MAX_FIELD_BYTES,
      },
    })) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (!(FIELD_NAMES as readonly string[]).includes(name)) continue;
        if (name in fields)
          throw AppError.badRequest(`El campo "${name}" llegó repetido. Envíalo una sola vez.`);
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw AppError.invalidField(name, `El campo "${name}" es demasiado largo.`);
        }
        if (isInvalidText(part.value))
          throw AppError.badRequest('Los datos enviados contienen caracteres no válidos.');
        fields[name] = part.value;
        continue;
      }
      if (!isImageKind(name) || files[name]) {
        part.file.resume();
        throw AppError.badRequest(
          isImageKind(name)
            ? `La foto del campo "${name}" llegó repetida. Envía una sola.`
            : `Sobra el archivo del campo "${name}". Envía solo las fotos front, back y selfie.`,
        );
      }
      const data = await readCapped(part.file, name);
      if (data.length === 0)
        throw AppError.invalidField(name, `${capitalise(imageLabels[name])} está vacía. Elige otra.`);
      files[name] = data;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw AppError.badRequest('Envía como máximo tres fotos: anverso, reverso y selfie.');
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw AppError.badRequest('El formulario trae demasiados campos. Envía solo los del formulario.');
    }
    throw AppError.badRequest('No pudimos leer el formulario enviado. Vuelve a intentarlo.');
  }
  return { fields, files };
}

/** The photo's bytes; 413 as soon as it passes its cap (the rest is never buffered). */
async function readCapped(
  stream: AsyncIterable<Buffer> & { truncated?: boolean; destroy(): void },
  kind: IdentityImageKind,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const message = `${capitalise(imageLabels[kind])} supera los ${IDENTITY_IMAGE_MAX_BYTES / (1024 * 1024)} MB. Elige una imagen más liviana.`;
  const tooLarge = () =>
    new AppError(errorCodes.payloadTooLarge, 413, message, {}, [{ path: kind, message }]);
  try {
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > IDENTITY_IMAGE_MAX_BYTES) {
        stream.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw AppError.badRequest('La subida se interrumpió o una foto llegó incompleta. Vuelve a intentarlo.');
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
