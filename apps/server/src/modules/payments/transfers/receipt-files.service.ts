// A transfer receipt as it is stored (decision 094), with the checks identity documents get
// (decision 100): the type read from the first bytes, a pixel ceiling read before decoding,
// and a rewrite that keeps only the content. A photo is re-encoded (EXIF, GPS and anything
// appended are gone); a PDF is rebuilt page by page into a new document, so its metadata,
// XMP, attachments and scripts stay behind. Stored privately (decision 040).
import { randomUUID } from 'node:crypto';
import { errorCodes } from '@traspasa/shared/errors';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { AppError } from '../../../lib/app-error.ts';
import { sniffImageType } from '../../../lib/images.ts';

export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const STORED_MAX_SIDE = 3000;
const MAX_PDF_PAGES = 20;

export interface CleanReceipt {
  data: Buffer;
  contentType: 'image/jpeg' | 'application/pdf';
  extension: 'jpg' | 'pdf';
}

const UNSUPPORTED = 'No pudimos usar ese archivo: sube el comprobante como imagen (JPG, PNG o WebP) o PDF.';
const UNREADABLE_IMAGE =
  'No pudimos leer la imagen del comprobante: está dañada o incompleta. Toma otra foto.';
const UNREADABLE_PDF =
  'No pudimos leer el PDF del comprobante: está dañado o protegido con contraseña. Descárgalo otra vez desde tu banco.';

export async function cleanReceipt(data: Buffer): Promise<CleanReceipt> {
  if (data.subarray(0, 5).equals(Buffer.from('%PDF-'))) return cleanPdf(data);
  if (!sniffImageType(data)) throw new AppError(errorCodes.unsupportedMediaType, 415, UNSUPPORTED);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw AppError.badRequest(UNREADABLE_IMAGE);
  }
  if (!meta.width || !meta.height) throw AppError.badRequest(UNREADABLE_IMAGE);
  if (meta.width * meta.height > MAX_PIXELS) {
    throw AppError.badRequest(
      `La imagen es demasiado grande (${meta.width}×${meta.height} píxeles; máximo 40 megapíxeles). Reduce su tamaño o toma una captura.`,
    );
  }
  try {
    const out = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88 })
      .toBuffer();
    return { data: out, contentType: 'image/jpeg', extension: 'jpg' };
  } catch {
    throw AppError.badRequest(UNREADABLE_IMAGE);
  }
}

async function cleanPdf(data: Buffer): Promise<CleanReceipt> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(data, { updateMetadata: false });
  } catch {
    throw AppError.badRequest(UNREADABLE_PDF);
  }
  const pages = source.getPageCount();
  if (pages === 0) throw AppError.badRequest(UNREADABLE_PDF);
  if (pages > MAX_PDF_PAGES) {
    throw AppError.badRequest(
      `El PDF tiene ${pages} páginas; un comprobante tiene pocas (máximo ${MAX_PDF_PAGES}). Sube solo la página del comprobante.`,
    );
  }
  try {
    const out = await PDFDocument.create({ updateMetadata: false });
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
    return { data: Buffer.from(await out.save()), contentType: 'application/pdf', extension: 'pdf' };
  } catch {
    throw AppError.badRequest(UNREADABLE_PDF);
  }
}

/** `transfers/<order>/<uuid>.<ext>`: names chosen by the server. */
export function receiptKey(orderId: number, extension: string): string {
  return `transfers/${orderId}/${randomUUID()}.${extension}`;
}
