import { IDENTITY_IMAGE_MAX_BYTES, IDENTITY_IMAGE_MIN_SIDE } from '@traspasa/shared/identity';
import { describe, expect, it } from 'vitest';
import {
  averageLuminance,
  DARK_LUMINANCE_THRESHOLD,
  formatMegabytes,
  isTooDark,
  isTooSmall,
  photoFileError,
  photoHints,
  photoSizeProblem,
  sampleSize,
} from './image-checks';

/** `count` RGBA pixels of one colour. */
const pixels = (count: number, [r, g, b, a = 255]: number[]) =>
  Uint8ClampedArray.from({ length: count * 4 }, (_, i) => [r, g, b, a][i % 4] ?? 0);

describe('averageLuminance', () => {
  it('is 0 for black and 255 for white', () => {
    expect(averageLuminance(pixels(16, [0, 0, 0]))).toBe(0);
    expect(averageLuminance(pixels(16, [255, 255, 255]))).toBeCloseTo(255, 5);
  });

  it('weighs green far more than blue, as the eye does', () => {
    const green = averageLuminance(pixels(4, [0, 255, 0]))!;
    const blue = averageLuminance(pixels(4, [0, 0, 255]))!;
    expect(green).toBeCloseTo(0.7152 * 255, 3);
    expect(blue).toBeCloseTo(0.0722 * 255, 3);
  });

  it('averages over the pixels and ignores transparent ones', () => {
    const half = Uint8ClampedArray.from([...pixels(1, [200, 200, 200]), ...pixels(1, [0, 0, 0])]);
    expect(averageLuminance(half)).toBeCloseTo(100, 5);
    const withHole = Uint8ClampedArray.from([...pixels(1, [200, 200, 200]), ...pixels(1, [0, 0, 0, 0])]);
    expect(averageLuminance(withHole)).toBeCloseTo(200, 5);
  });

  it('is null when nothing is visible', () => {
    expect(averageLuminance(new Uint8ClampedArray())).toBeNull();
    expect(averageLuminance(pixels(3, [255, 255, 255, 0]))).toBeNull();
  });
});

describe('darkness', () => {
  it('calls a dim photo dark and a normally lit one not', () => {
    expect(isTooDark(averageLuminance(pixels(64, [30, 28, 25])))).toBe(true);
    expect(isTooDark(averageLuminance(pixels(64, [150, 140, 120])))).toBe(false);
    expect(isTooDark(DARK_LUMINANCE_THRESHOLD)).toBe(false);
    expect(isTooDark(DARK_LUMINANCE_THRESHOLD - 0.1)).toBe(true);
    expect(isTooDark(null)).toBe(false);
  });
});

describe('sampleSize', () => {
  it('brings the longest side down to 64 px and keeps the proportions', () => {
    expect(sampleSize(4000, 3000)).toEqual({ width: 64, height: 48 });
    expect(sampleSize(1080, 1920)).toEqual({ width: 36, height: 64 });
  });
  it('never enlarges a small image, nor returns an empty canvas', () => {
    expect(sampleSize(40, 20)).toEqual({ width: 40, height: 20 });
    expect(sampleSize(5000, 10)).toEqual({ width: 64, height: 1 });
  });
});

describe('formatMegabytes', () => {
  it('writes small files in KB and large ones in MB, with a decimal comma', () => {
    expect(formatMegabytes(20_525)).toBe('20 KB');
    expect(formatMegabytes(2.4 * 1024 * 1024)).toBe('2,4 MB');
    expect(formatMegabytes(12.4 * 1024 * 1024)).toBe('12 MB');
  });
});

describe('photoFileError', () => {
  const file = (over: Partial<{ name: string; type: string; size: number }>) => ({
    name: 'cedula.jpg',
    type: 'image/jpeg',
    size: 2_000_000,
    ...over,
  });

  it('accepts JPG, PNG and WebP up to the limit', () => {
    expect(photoFileError(file({}))).toBeNull();
    expect(photoFileError(file({ type: 'image/png' }))).toBeNull();
    expect(photoFileError(file({ type: 'image/webp', size: IDENTITY_IMAGE_MAX_BYTES }))).toBeNull();
  });

  it('refuses other types, naming the file', () => {
    expect(photoFileError(file({ name: 'foto.heic', type: 'image/heic' }))).toMatch(
      /«foto\.heic» no es una foto JPG, PNG ni WebP/,
    );
    expect(photoFileError(file({ name: 'cedula.pdf', type: 'application/pdf' }))).not.toBeNull();
    expect(photoFileError(file({ type: '' }))).not.toBeNull();
  });

  it('refuses an empty file and one over the limit, saying how heavy it is', () => {
    expect(photoFileError(file({ size: 0 }))).toMatch(/vacía/);
    expect(photoFileError(file({ size: IDENTITY_IMAGE_MAX_BYTES + 1 }))).toMatch(/supera|máximo es 10 MB/);
    expect(photoFileError(file({ size: 12.4 * 1024 * 1024 }))).toMatch(/pesa 12 MB/);
  });
});

describe('photoSizeProblem and photoHints', () => {
  it('say nothing about a large, well-lit photo', () => {
    expect(photoSizeProblem({ width: 1600, height: 1200 })).toBeNull();
    expect(photoHints({ width: 1600, height: 1200, luminance: 140 })).toEqual([]);
  });

  it('refuse a photo whose shortest side is under the minimum, with the measured size', () => {
    expect(isTooSmall({ width: 1200, height: IDENTITY_IMAGE_MIN_SIDE - 1 })).toBe(true);
    expect(isTooSmall({ width: IDENTITY_IMAGE_MIN_SIDE, height: IDENTITY_IMAGE_MIN_SIDE })).toBe(false);
    expect(photoSizeProblem({ width: 800, height: 480 })).toMatch(/^La foto es muy pequeña \(800 × 480 px\)/);
    expect(photoSizeProblem({ width: 480, height: 4000 })).not.toBeNull();
  });

  it('warn about darkness without refusing the photo', () => {
    expect(photoHints({ width: 1600, height: 1200, luminance: 20 })).toEqual([
      'La foto se ve muy oscura; busca más luz.',
    ]);
    expect(photoSizeProblem({ width: 1600, height: 1200 })).toBeNull();
  });
});
