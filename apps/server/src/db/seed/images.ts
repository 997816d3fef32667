import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { BusinessCategory } from '@traspasa/shared/enums';
import sharp from 'sharp';
import { type Palette, palettes } from './svg/palette.ts';
import {
  manufacturingScene,
  restaurantScene,
  retailScene,
  serviceScene,
  technologyScene,
} from './svg/scenes-a.ts';
import {
  agricultureScene,
  constructionScene,
  financeScene,
  hospitalityScene,
  otherScene,
  realestateScene,
  transportationScene,
} from './svg/scenes-b.ts';
import { educationScene, healthcareScene } from './svg/scenes-c.ts';

/** One illustration per category; every palette of `palettes` gives one variant. */
export const sceneByCategory: Record<BusinessCategory, (p: Palette) => string> = {
  restaurant: restaurantScene,
  retail: retailScene,
  service: serviceScene,
  manufacturing: manufacturingScene,
  technology: technologyScene,
  healthcare: healthcareScene,
  education: educationScene,
  hospitality: hospitalityScene,
  construction: constructionScene,
  agriculture: agricultureScene,
  transportation: transportationScene,
  realestate: realestateScene,
  finance: financeScene,
  other: otherScene,
};

/** Colour variants per category (numbered from 1). */
export const seedImageVariants = palettes.length;

/** Sizes every uploaded listing photo gets too (DESIGN.md §2 "images"). */
const sizes = {
  card: { width: 640, height: 427 },
  gallery: { width: 1200, height: 800 },
} as const;

export function seedImageFileName(category: BusinessCategory, n: number, size: keyof typeof sizes): string {
  return `seed-${category}-${n}-${size}.webp`;
}

/** Public URL stored in `businesses.images`; the card URL replaces `-gallery.webp` with `-card.webp`. */
export function seedImageUrl(category: BusinessCategory, n: number): string {
  return `/uploads/businesses/${seedImageFileName(category, n, 'gallery')}`;
}

/** The SVG source of one variant (also handy for previews). */
export function seedImageSvg(category: BusinessCategory, n: number): string {
  const palette = palettes[(n - 1) % palettes.length]!;
  return sceneByCategory[category](palette);
}

/**
 * Renders every category × variant to WebP in both sizes under
 * `${publicUploadsDir}/businesses/`. Each SVG is rasterised once and both sizes are
 * encoded from that bitmap. Returns the number of files written.
 */
export async function renderSeedImages(publicUploadsDir: string): Promise<number> {
  const dir = path.join(publicUploadsDir, 'businesses');
  await mkdir(dir, { recursive: true });
  const categories = Object.keys(sceneByCategory) as BusinessCategory[];
  const jobs = categories.flatMap((category) =>
    Array.from({ length: seedImageVariants }, (_, i) => ({ category, n: i + 1 })),
  );
  await Promise.all(
    jobs.map(async ({ category, n }) => {
      const { data, info } = await sharp(Buffer.from(seedImageSvg(category, n)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
      await Promise.all(
        (Object.keys(sizes) as (keyof typeof sizes)[]).map(async (size) => {
          const file = path.join(dir, seedImageFileName(category, n, size));
          // Write then rename: two instances seeding at once never serve a half-written file.
          const tmp = `${file}.${process.pid}.tmp`;
          await sharp(data, raw)
            .resize(sizes[size].width, sizes[size].height, { fit: 'cover' })
            .webp({ quality: 82, effort: 2 })
            .toFile(tmp);
          await rename(tmp, file);
        }),
      );
    }),
  );
  return jobs.length * Object.keys(sizes).length;
}
