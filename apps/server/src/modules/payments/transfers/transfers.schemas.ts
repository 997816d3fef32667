// Multipart bodies of bank transfer payments (decision 094): a receipt with its two optional
// fields, and a bank statement. Spanish 4xx for every way the body can be wrong.
import { errorCodes } from '@traspasa/shared/errors';
import { transferReceiptFields } from '@traspasa/shared/transfers';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { assertMultipart } from '../../../lib/multipart.ts';
import { RECEIPT_MAX_BYTES } from './receipt-files.service.ts';

export interface ReceiptForm {
  file: Buffer;
  fileName: string;
  bankTransactionNumber: string | null;
  amountCents: number | null;
}

async function readParts(
  request: FastifyRequest,
  maxBytes: number,
  fieldNames: readonly string[],
  tooLarge: string,
): Promise<{ fields: Record<string, string>; file: Buffer | null; fileName: string }> {
  assertMultipart(
    request,
    'Envía el formulario como multipart/form-data, con el archivo en el campo "file".',
  );
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let fileName = '';
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        file = await part.toBuffer();
        fileName = part.filename ?? '';
      } else if (fieldNames.includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(errorCodes.payloadTooLarge, 413, tooLarge);
    }
    throw AppError.badRequest('No pudimos leer el formulario enviado. Vuelve a intentarlo.');
  }
  return { fields, file, fileName };
}

export async function readReceiptForm(request: FastifyRequest): Promise<ReceiptForm> {
  const { fields, file, fileName } = await readParts(
    request,
    RECEIPT_MAX_BYTES,
    ['bankTransactionNumber', 'amountCents'],
    'El comprobante supera los 10 MB. Sube una captura o un PDF más liviano.',
  );
  if (!file || file.length === 0) throw AppError.badRequest('Falta el comprobante (campo "file").');
  const parsed = transferReceiptFields.safeParse({
    bankTransactionNumber: fields.bankTransactionNumber?.trim() || undefined,
    amountCents: fields.amountCents?.trim() || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.invalidField(String(issue.path[0] ?? 'file'), issue.message);
  }
  return {
    file,
    fileName,
    bankTransactionNumber: parsed.data.bankTransactionNumber || null,
    amountCents: parsed.data.amountCents ?? null,
  };
}

export async function readStatementFile(request: FastifyRequest, maxBytes: number): Promise<string> {
  const { file } = await readParts(
    request,
    maxBytes,
    [],
    `El extracto supera los ${maxBytes / 1024 / 1024} MB. Súbelo por partes.`,
  );
  if (!file || file.length === 0) throw AppError.badRequest('Falta el extracto (campo "file").');
  if (file.includes(0)) {
    throw new AppError(
      errorCodes.unsupportedMediaType,
      415,
      'El extracto debe ser un archivo de texto CSV, no una hoja de Excel ni un PDF.',
    );
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(file);
  // A file saved by Excel in Windows-1252 shows replacement characters; Latin-1 reads it right.
  return text.includes('\uFFFD') ? file.toString('latin1') : text;
}
