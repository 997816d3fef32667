// The checks a photo goes through in the browser before it is sent (decision 100). Type, weight
// and a shortest side under the minimum block the photo (the server refuses them anyway);
// darkness is a hint, because a reviewer may still read a photo that is a little dark.
import { IDENTITY_IMAGE_MAX_BYTES, IDENTITY_IMAGE_MIN_SIDE } from '@traspasa/shared/identity';

export const IDENTITY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IDENTITY_IMAGE_ACCEPT = IDENTITY_IMAGE_TYPES.join(',');

/**
 * Average luminance (0–255) below which a photo is called dark. A document photographed
 * under a normal room light measures well above 90; a photo taken in a dim room or with
 * the hand over the lens measures under 60.
 */
export const DARK_LUMINANCE_THRESHOLD = 60;

/** Side of the canvas the luminance is measured on: enough for an average, cheap on a phone. */
export const LUMINANCE_SAMPLE_SIDE = 64;

/** What the browser measured of a decoded photo. */
export type PhotoFacts = { width: number; height: number; luminance: number | null };

/** "850 KB", "2,4 MB", "12 MB". */
export function formatMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : mb.toFixed(1).replace('.', ',')} MB`;
}

/** The problem that keeps a file from being used (wrong type, empty, too heavy), or null. */
export function photoFileError(file: { name: string; type: string; size: number }): string | null {
  if (!(IDENTITY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `«${file.name}» no es una foto JPG, PNG ni WebP. Elige una foto en uno de esos formatos.`;
  }
  if (file.size === 0) return `«${file.name}» está vacía. Elige otra foto.`;
  if (file.size > IDENTITY_IMAGE_MAX_BYTES) {
    return `No pudimos usar la foto: pesa ${formatMegabytes(file.size)} y el máximo es ${formatMegabytes(IDENTITY_IMAGE_MAX_BYTES)}. Elige una imagen más liviana.`;
  }
  return null;
}

/**
 * Mean relative luminance (Rec. 709 weights) of RGBA pixels, 0–255; transparent pixels
 * count for nothing. Null when there is no visible pixel.
 */
export function averageLuminance(rgba: ArrayLike<number>): number | null {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const alpha = (rgba[i + 3] ?? 0) / 255;
    if (alpha === 0) continue;
    const luma = 0.2126 * (rgba[i] ?? 0) + 0.7152 * (rgba[i + 1] ?? 0) + 0.0722 * (rgba[i + 2] ?? 0);
    sum += luma * alpha;
    weight += alpha;
  }
  return weight === 0 ? null : sum / weight;
}

export function isTooDark(luminance: number | null): boolean {
  return luminance !== null && luminance < DARK_LUMINANCE_THRESHOLD;
}

/** The canvas size to measure a photo on: the longest side brought down to `max`, never up. */
export function sampleSize(width: number, height: number, max = LUMINANCE_SAMPLE_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export function isTooSmall(facts: Pick<PhotoFacts, 'width' | 'height'>): boolean {
  return Math.min(facts.width, facts.height) < IDENTITY_IMAGE_MIN_SIDE;
}

/**
 * A photo whose shortest side is under the minimum: the server refuses it (the document
 * could not be read), so the form does not send it either.
 */
export function photoSizeProblem(facts: Pick<PhotoFacts, 'width' | 'height'>): string | null {
  return isTooSmall(facts)
    ? `La foto es muy pequeña (${facts.width} × ${facts.height} px): el lado más corto debe medir al menos ${IDENTITY_IMAGE_MIN_SIDE} px. Acércate al documento o usa la cámara principal.`
    : null;
}

/** Advice on a decoded photo that may still be sent (a dark one). Empty when it looks fine. */
export function photoHints(facts: PhotoFacts): string[] {
  return isTooDark(facts.luminance) ? ['La foto se ve muy oscura; busca más luz.'] : [];
}
