// The proof-of-funds document (decision 104): a PDF, JPEG or PNG by its first bytes (never by
// its name or declared type), cleaned before it is stored privately. Images are re-encoded so
// no EXIF or GPS survives; a PDF is rewritten without its document information and XMP
// metadata (author, producer, the software that made it). The client's bytes are never kept.
import { randomUUID } from 'node:crypto';
import { errorCodes } from '@traspasa/shared/errors';
import type { FundsDocumentMime } from '@traspasa/shared/funds';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { sniffImageType } from '../../lib/images.ts';

/** The same pixel ceiling as every other upload (lib/images.ts): a pixel bomb never reaches memory. */
const MAX_PIXELS = 40_000_000;

export const UNSUPPORTED_DOCUMENT =
  'No pudimos usar ese archivo: sube tu certificado o estado de cuenta en PDF, o una foto JPG o PNG.';

export interface CleanDocument {
  data: Buffer;
  mime: FundsDocumentMime;
  ext: 'pdf' | 'jpg' | 'png';
}

export async function cleanFundsDocument(data: Buffer): Promise<CleanDocument> {
  if (data.subarray(0, 5).equals(Buffer.from('%PDF-')))
    return { data: await cleanPdf(data), mime: 'application/pdf', ext: 'pdf' };
  const type = sniffImageType(data);
  if (type !== 'jpeg' && type !== 'png')
    throw new AppError(errorCodes.unsupportedMediaType, 415, UNSUPPORTED_DOCUMENT);
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient();
    return type === 'jpeg'
      ? { data: await image.jpeg({ quality: 90 }).toBuffer(), mime: 'image/jpeg', ext: 'jpg' }
      : { data: await image.png().toBuffer(), mime: 'image/png', ext: 'png' };
  } catch {
    throw AppError.badRequest(
      'No pudimos leer la imagen: está dañada o es demasiado grande (máximo 40 megapíxeles). Toma otra foto o sube el PDF.',
    );
  }
}

async function cleanPdf(data: Buffer): Promise<Buffer> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, { updateMetadata: false });
  } catch (err) {
    if ((err as Error).name === 'EncryptedPDFError' || /encrypt/i.test((err as Error).message)) {
      throw AppError.badRequest(
        'El PDF está protegido con contraseña y no podemos revisarlo. Descárgalo de tu banco sin contraseña o sube una captura.',
      );
    }
    throw AppError.badRequest(
      'No pudimos leer el PDF: está dañado o incompleto. Descárgalo de nuevo de tu banco.',
    );
  }
  if (doc.getPageCount() === 0)
    throw AppError.badRequest('El PDF no tiene páginas. Sube el documento completo.');
  // No document information dictionary and no XMP stream: nothing about who or what made it.
  doc.context.trailerInfo.Info = undefined;
  doc.catalog.delete(PDFName.of('Metadata'));
  return Buffer.from(await doc.save({ updateFieldAppearances: false }));
}

/** `funds/<user>/<uuid>.<ext>`: names chosen by the server. */
export function fundsDocumentKey(userId: number, ext: CleanDocument['ext']): string {
  return `funds/${userId}/${randomUUID()}.${ext}`;
}
