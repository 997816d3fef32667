// The three photos of a request (decision 100): real JPEG, PNG or WebP
// by their first bytes, a pixel limit read from the header before anything is decoded, a
// minimum size so the document can be read, and a re-encode that keeps only the pixels
// (EXIF, GPS, ICC and anything appended to the file are gone). Stored privately.
import { randomUUID } from 'node:crypto';
import { errorCodes } from '@traspasa/shared/errors';
import { IDENTITY_IMAGE_MIN_SIDE, type IdentityImageKind } from '@traspasa/shared/identity';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { sniffImageType } from '../../lib/images.ts';

/** The same ceiling as every other upload (lib/images.ts): a pixel bomb never reaches memory. */
const MAX_PIXELS = 40_000_000;
/** Stored copies keep the detail a reviewer zooms into, without 50-megapixel originals. */
const STORED_MAX_SIDE = 3000;

/** How the messages name each photo. */
export const imageLabels: Record<IdentityImageKind, string> = {
  front: 'la foto del anverso del documento',
  back: 'la foto del reverso del documento',
  selfie: 'la selfie con tu documento',
};

/** The re-encoded photo, ready to store; the client's bytes are never kept. */
export async function cleanIdentityImage(kind: IdentityImageKind, data: Buffer): Promise<Buffer> {
  const label = imageLabels[kind];
  if (!sniffImageType(data)) {
    throw new AppError(
      errorCodes.unsupportedMediaType,
      415,
      `No pudimos usar ${label}: sube una imagen JPG, PNG o WebP.`,
    );
  }
  const unreadable = () =>
    AppError.badRequest(`No pudimos leer ${label}: la imagen está dañada o incompleta. Toma otra foto.`);
  let width: number;
  let height: number;
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw unreadable();
    width = meta.width;
    height = meta.height;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
  if (width * height > MAX_PIXELS) {
    throw AppError.badRequest(
      `${capitalise(label)} es demasiado grande (${width}×${height} píxeles; máximo 40 megapíxeles). Reduce su tamaño o toma otra.`,
    );
  }
  if (Math.min(width, height) < IDENTITY_IMAGE_MIN_SIDE) {
    throw AppError.badRequest(
      `La foto es muy pequeña: ${label} mide ${width}×${height} píxeles y su lado más corto debe tener al menos ${IDENTITY_IMAGE_MIN_SIDE}. Acércate al documento o usa la cámara trasera con más resolución.`,
    );
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/** `identity/<user>/<uuid>`: a new folder per request, names chosen by the server. */
export function identityFolder(userId: number): string {
  return `identity/${userId}/${randomUUID()}`;
}

export function identityImageKey(folder: string, kind: IdentityImageKind): string {
  return `${folder}/${kind}.jpg`;
}

/** Which photo a stored key holds (its file name), or null for a key we did not write. */
export function kindOfKey(key: string): IdentityImageKind | null {
  const name = key.split('/').pop() ?? '';
  if (name === 'front.jpg') return 'front';
  if (name === 'back.jpg') return 'back';
  if (name === 'selfie.jpg') return 'selfie';
  return null;
}

/** The stored keys of a request by kind: documentImages holds front (and back), selfieImage the selfie. */
export function imageKeysOf(row: {
  documentImages: string[];
  selfieImage: string | null;
}): Partial<Record<IdentityImageKind, string>> {
  const keys: Partial<Record<IdentityImageKind, string>> = {};
  for (const key of row.documentImages) {
    const kind = kindOfKey(key);
    if (kind && kind !== 'selfie') keys[kind] = key;
  }
  if (row.selfieImage) keys.selfie = row.selfieImage;
  return keys;
}

/** Every stored key of a request. */
export function allImageKeys(row: { documentImages: string[]; selfieImage: string | null }): string[] {
  return [...row.documentImages, ...(row.selfieImage ? [row.selfieImage] : [])];
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
