// The multipart body of `POST /api/funds-verifications` (decision 104): the declared band and
// one document under its cap, with a Spanish 4xx for every way the body can be wrong.
import { errorCodes } from '@traspasa/shared/errors';
import { FUNDS_DOCUMENT_MAX_BYTES } from '@traspasa/shared/funds';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { assertMultipart } from '../../lib/multipart.ts';

export interface FundsForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

const FIELD_NAMES = ['band'] as const;
const TOO_LARGE = `El documento supera los ${FUNDS_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB. Sube un PDF o una foto más liviana.`;

export async function readFundsForm(request: FastifyRequest): Promise<FundsForm> {
  assertMultipart(request, 'Envía el formulario como multipart/form-data, con el documento como archivo.');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: FUNDS_DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 100 },
    })) {
      if (part.type === 'field') {
        if (!(FIELD_NAMES as readonly string[]).includes(part.fieldname)) continue;
        if (part.valueTruncated || typeof part.value !== 'string')
          throw AppError.invalidField(part.fieldname, 'Elige el rango de fondos que declaras.');
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw AppError.badRequest(
          `Sobra el archivo del campo "${part.fieldname}". Envía el documento en el campo "file".`,
        );
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        chunks.push(chunk);
      }
      if (part.file.truncated || size > FUNDS_DOCUMENT_MAX_BYTES) throw tooLarge();
      file = Buffer.concat(chunks);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw AppError.badRequest('Envía un solo documento.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw AppError.badRequest('El formulario trae demasiados campos. Envía solo los del formulario.');
    throw AppError.badRequest(
      'La subida se interrumpió o el documento llegó incompleto. Vuelve a intentarlo.',
    );
  }
  return { fields, file };
}

function tooLarge() {
  return new AppError(errorCodes.payloadTooLarge, 413, TOO_LARGE, {}, [{ path: 'file', message: TOO_LARGE }]);
}
