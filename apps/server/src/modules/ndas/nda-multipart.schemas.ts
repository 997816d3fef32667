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
      let data: Buffer | null;
      try {
        data = await readUpTo(part.file, rule.maxBytes);
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rule);
        throw AppError.badRequest(
          'La subida se interrumpió o un archivo llegó incompleto. Vuelve a intentarlo.',
        );
      }
      if (data === null) throw tooLarge(rule);
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

/**
 * The file's bytes, or null as soon as it passes its own cap: the request-wide limit is the
 * largest field's (20 MB), and an ID photo must not be buffered that far before its 10 MB
 * cap refuses it.
 */
async function readUpTo(
  stream: AsyncIterable<Buffer> & { truncated?: boolean; destroy(): void },
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return stream.truncated ? null : Buffer.concat(chunks);
}

function tooLarge(rule: FileRule) {
  const mb = Math.round(rule.maxBytes / (1024 * 1024));
  return new AppError(
    errorCodes.payloadTooLarge,
    413,
    `No pudimos subir ${rule.label}: supera los ${mb} MB. Sube un archivo más liviano.`,
  );
}
