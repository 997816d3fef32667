import { errorCodes } from '@traspasa/shared/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { assertMultipart, type UploadedFile } from '../../lib/multipart.ts';

export interface FileRule {
  maxBytes: number;
  /** Spanish name of the file for messages ("el acuerdo firmado"). */
  label: string;
}

/**
 * Several named files of one multipart/form-data request, each read to bytes under its
 * own size cap, with a Spanish 4xx for every way the body can be wrong: an unknown or
 * repeated field, a file too large, an empty one, a missing one.
 */
export async function readNamedFiles<K extends string>(
  request: FastifyRequest,
  rules: Record<K, FileRule>,
): Promise<Record<K, UploadedFile>> {
  assertMultipart(request);
  const names = Object.keys(rules) as K[];
  const isKnown = (name: string): name is K => (names as string[]).includes(name);
  const largest = Math.max(...names.map((n) => rules[n].maxBytes));
  const files: Partial<Record<K, UploadedFile>> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: largest, files: names.length, fields: 10 },
    })) {
      if (part.type !== 'file') continue;
      const name = part.fieldname;
      if (!isKnown(name) || files[name]) {
        part.file.resume();
        throw AppError.badRequest(`Sobra el archivo del campo "${name}". Envía solo: ${names.join(', ')}.`);
      }
      const rule = rules[name];
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rule);
        throw AppError.badRequest(
          'La subida se interrumpió o un archivo llegó incompleto. Vuelve a intentarlo.',
        );
      }
      if (data.length > rule.maxBytes) throw tooLarge(rule);
      if (data.length === 0) throw AppError.badRequest(`El archivo de ${rule.label} está vacío.`);
      files[name] = { data, filename: part.filename ?? '' };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw AppError.badRequest(`Envía exactamente ${names.length} archivos: ${names.join(', ')}.`);
    }
    throw AppError.badRequest('No pudimos leer los archivos enviados. Vuelve a intentarlo.');
  }
  const missing = names.filter((n) => !files[n]);
  if (missing.length > 0) {
    throw AppError.badRequest(`Falta ${missing.map((n) => `${rules[n].label} (campo "${n}")`).join(', ')}.`);
  }
  return files as Record<K, UploadedFile>;
}

function tooLarge(rule: FileRule) {
  const mb = Math.round(rule.maxBytes / (1024 * 1024));
  return new AppError(
    errorCodes.payloadTooLarge,
    413,
    `No pudimos subir ${rule.label}: supera los ${mb} MB. Sube un archivo más liviano.`,
  );
}
