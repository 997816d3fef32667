import type { MultipartFile } from '@fastify/multipart';
import { errorCodes } from '@traspasa/shared/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface UploadedFile {
  data: Buffer;
  /** The name the client sent: only ever shown back after sanitising, never used as a path. */
  filename: string;
}

export interface ReadFileOptions {
  maxBytes: number;
  /** Spanish 413 message naming the limit. */
  tooLargeMessage: string;
  /** Spanish 400 message when the `file` field is missing. */
  missingMessage?: string;
}

/** 415 unless the request is multipart/form-data. */
export function assertMultipart(
  request: FastifyRequest,
  message = 'Envía el archivo como formulario (multipart/form-data).',
) {
  if (!request.isMultipart()) throw new AppError(errorCodes.unsupportedMediaType, 415, message);
}

/** The one uploaded file (field `file`) as bytes, with a Spanish 4xx for every way a multipart body can be wrong. */
export async function readSingleFile(request: FastifyRequest, opts: ReadFileOptions): Promise<UploadedFile> {
  assertMultipart(request);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } });
  } catch {
    throw AppError.badRequest('No pudimos leer el archivo enviado. Vuelve a intentarlo.');
  }
  if (file?.fieldname !== 'file') {
    throw AppError.badRequest(opts.missingMessage ?? 'Falta el archivo (campo "file").');
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(errorCodes.payloadTooLarge, 413, opts.tooLargeMessage);
    }
    throw AppError.badRequest('La subida se interrumpió o el archivo llegó incompleto. Vuelve a intentarlo.');
  }
  if (data.length === 0) throw AppError.badRequest('El archivo está vacío.');
  return { data, filename: file.filename ?? '' };
}

/**
 * Reads the request's one image (field `file`, at most `maxBytes`) when called: the services
 * take it as a reader so they check who may upload before the body is read.
 */
export function imageFileReader(request: FastifyRequest, maxBytes: number): () => Promise<Buffer> {
  return async () => {
    const { data } = await readSingleFile(request, {
      maxBytes,
      tooLargeMessage: `No pudimos subir la imagen: supera los ${maxBytes / 1024 / 1024} MB. Elige una imagen más liviana.`,
      missingMessage: 'Falta la imagen (campo "file").',
    });
    return data;
  };
}
