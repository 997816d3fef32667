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

const UNSUPPORTED = 'No pudimos usar ese archivo: sube una imagen JPG, PNG o WebP.';
const UNREADABLE =
  'No pudimos procesar la imagen: está dañada o es demasiado grande (máximo 40 megapíxeles). Prueba con otra.';

/** Listing photo sizes (decision 041): the card crops to 3:2, the gallery keeps the whole picture. */
export const listingPhotoSizes = {
  card: { width: 640, height: 427 },
  gallery: { width: 1600, height: 1067 },
} as const;

/**
 * A listing photo in both sizes. The pixel limit is checked from the header before any
 * decoding (a 20000×20000 "pixel bomb" never reaches memory); the EXIF orientation is
 * applied and then every piece of metadata (GPS, camera, ICC) is dropped by the re-encode.
 */
export async function listingPhotoWebp(data: Buffer): Promise<{ card: Buffer; gallery: Buffer }> {
  if (!sniffImageType(data)) throw new AppError(errorCodes.unsupportedMediaType, 415, UNSUPPORTED);
  try {
    const base = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient();
    const { card, gallery } = listingPhotoSizes;
    const [cardWebp, galleryWebp] = await Promise.all([
      base
        .clone()
        .resize(card.width, card.height, { fit: 'cover', position: 'attention' })
        .webp({ quality: 80 })
        .toBuffer(),
      base
        .clone()
        .resize(gallery.width, gallery.height, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    ]);
    return { card: cardWebp, gallery: galleryWebp };
  } catch {
    throw AppError.badRequest(UNREADABLE);
  }
}

/**
 * Re-encodes an uploaded image to a square WebP. Re-encoding drops every piece of
 * metadata (EXIF GPS included): a photo must not tell where it was taken (decision 041).
 */
export async function squareWebp(data: Buffer, size: number): Promise<Buffer> {
  if (!sniffImageType(data)) {
    throw new AppError(errorCodes.unsupportedMediaType, 415, UNSUPPORTED);
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw AppError.badRequest(UNREADABLE);
  }
}

/** Chat photos (decision 072): the bubble's thumbnail and the full view, never enlarged. */
export const chatImageSizes = {
  thumb: { width: 480, height: 480 },
  full: { width: 1600, height: 1600 },
} as const;

/**
 * A photo sent in chat, in both sizes, upright and without metadata (the re-encode drops
 * EXIF with GPS, XMP and ICC), with the full size's dimensions for the layout.
 */
export async function chatImageWebp(
  data: Buffer,
): Promise<{ thumb: Buffer; full: Buffer; width: number; height: number }> {
  if (!sniffImageType(data)) throw new AppError(errorCodes.unsupportedMediaType, 415, UNSUPPORTED);
  try {
    const base = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient();
    const { thumb, full } = chatImageSizes;
    const [thumbWebp, fullWebp] = await Promise.all([
      base
        .clone()
        .resize(thumb.width, thumb.height, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
      base
        .clone()
        .resize(full.width, full.height, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      thumb: thumbWebp,
      full: fullWebp.data,
      width: fullWebp.info.width,
      height: fullWebp.info.height,
    };
  } catch {
    throw AppError.badRequest(UNREADABLE);
  }
}
