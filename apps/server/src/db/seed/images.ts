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
import {
  diningScene,
  eventsScene,
  garageScene,
  lodgeScene,
  officeScene,
  salonScene,
  surfScene,
} from './svg/scenes-d.ts';

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

/**
 * Scenes for listings whose category's main scene shows another kind of business
 * (a laundromat is no picture for a beauty salon, a beach hotel none for a hostal in Cusco).
 */
export const extraScenes = {
  salon: { category: 'service', render: salonScene },
  garage: { category: 'service', render: garageScene },
  lodge: { category: 'hospitality', render: lodgeScene },
  dining: { category: 'restaurant', render: diningScene },
  events: { category: 'other', render: eventsScene },
  surf: { category: 'other', render: surfScene },
  office: { category: 'technology', render: officeScene },
} as const satisfies Record<string, { category: BusinessCategory; render: (p: Palette) => string }>;

/** A drawing: a category's main scene or one of `extraScenes`. */
export type SeedScene = BusinessCategory | keyof typeof extraScenes;

/** The demo listings that need a scene other than their category's (by listing key). */
const sceneOfListing: Record<string, keyof typeof extraScenes> = {
  'ec-salon-samborondon': 'salon',
  'ec-taller-automotriz-cuenca': 'garage',
  'ec-lavadora-autos-riobamba': 'garage',
  'pe-hostal-cusco': 'lodge',
  'ec-hosteria-banos': 'lodge',
  // The café counter stays for the café and the bakeries; the restaurants get a dining room.
  'ec-marisqueria-urdesa': 'dining',
  'mx-taqueria-narvarte': 'dining',
  'pe-cevicheria-miraflores': 'dining',
  'co-restaurante-poblado': 'dining',
  'ec-comida-tipica-ruta': 'dining',
  // "other": the neighbourhood kiosk stays for the pet shop.
  'ec-salon-eventos-ibarra': 'events',
  'cr-escuela-surf-tamarindo': 'surf',
  // Two software firms lead the default order side by side: one desk, one team office.
  'mx-saas-facturacion-guadalajara': 'office',
  'co-agencia-marketing-bogota': 'office',
};

/** The scene a demo listing's pictures show. */
export function listingScene(listing: { key: string; category: BusinessCategory }): SeedScene {
  return sceneOfListing[listing.key] ?? listing.category;
}

/** The category a scene belongs to. */
export function sceneCategory(scene: SeedScene): BusinessCategory {
  return scene in extraScenes
    ? extraScenes[scene as keyof typeof extraScenes].category
    : (scene as BusinessCategory);
}

/** Colour variants per scene (numbered from 1). */
export const seedImageVariants = palettes.length;

/** Sizes every uploaded listing photo gets too (decision 041). */
const sizes = {
  card: { width: 640, height: 427 },
  gallery: { width: 1200, height: 800 },
} as const;

export function seedImageFileName(scene: SeedScene, n: number, size: keyof typeof sizes): string {
  return `seed-${scene}-${n}-${size}.webp`;
}

/** Public URL stored in `businesses.images`; the card URL replaces `-gallery.webp` with `-card.webp`. */
export function seedImageUrl(scene: SeedScene, n: number): string {
  return `/uploads/businesses/${seedImageFileName(scene, n, 'gallery')}`;
}

/** The SVG source of one variant (also handy for previews). */
export function seedImageSvg(scene: SeedScene, n: number): string {
  const palette = palettes[(n - 1) % palettes.length]!;
  if (scene in extraScenes) return extraScenes[scene as keyof typeof extraScenes].render(palette);
  return sceneByCategory[scene as BusinessCategory](palette);
}

/**
 * Renders every scene × variant to WebP in both sizes under
 * `${publicUploadsDir}/businesses/`. Each SVG is rasterised once and both sizes are
 * encoded from that bitmap. Returns the number of files written.
 */
export async function renderSeedImages(publicUploadsDir: string): Promise<number> {
  const dir = path.join(publicUploadsDir, 'businesses');
  await mkdir(dir, { recursive: true });
  const scenes = [...Object.keys(sceneByCategory), ...Object.keys(extraScenes)] as SeedScene[];
  const jobs = scenes.flatMap((scene) =>
    Array.from({ length: seedImageVariants }, (_, i) => ({ scene, n: i + 1 })),
  );
  await Promise.all(
    jobs.map(async ({ scene, n }) => {
      const { data, info } = await sharp(Buffer.from(seedImageSvg(scene, n)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
      await Promise.all(
        (Object.keys(sizes) as (keyof typeof sizes)[]).map(async (size) => {
          const file = path.join(dir, seedImageFileName(scene, n, size));
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
