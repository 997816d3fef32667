import { errorCodes } from '@traspasa/shared/errors';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

const MAX_PIXELS = 40_000_000;

/** The first bytes of the formats we accept: the name and the declared type are never trusted. */
export function sniffImageType(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * Re-encodes an uploaded image to a square WebP. Re-encoding drops every piece of
 * metadata (EXIF GPS included), as DESIGN.md §5 asks.
 */
export async function squareWebp(data: Buffer, size: number): Promise<Buffer> {
  if (!sniffImageType(data)) {
    throw new AppError(
      errorCodes.unsupportedMediaType,
      415,
      'No pudimos usar ese archivo: sube una imagen JPG, PNG o WebP.',
    );
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw AppError.badRequest(
      'No pudimos procesar la imagen: está dañada o es demasiado grande (máximo 40 megapíxeles). Prueba con otra.',
    );
  }
}
