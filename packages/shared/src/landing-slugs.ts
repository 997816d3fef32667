// The landing pages' address vocabulary (decision 152): /negocios/{categoría},
// /negocios/{ciudad}, /negocios/{categoría}/{ciudad}. One place for the slugs, read by the
// server (which pages exist, the sitemap) and the web (links). No zod here: the home page's
// category tiles import it, and it must not add to their JavaScript.
import { type BusinessCategory, businessCategories } from './enums.ts';

/** The landing pages' prefix. */
export const LANDING_PREFIX = '/negocios';

/** Each category's address segment: plural, readable, no accents. */
export const categorySlugs: Record<BusinessCategory, string> = {
  restaurant: 'restaurantes',
  retail: 'comercios',
  service: 'servicios',
  manufacturing: 'manufactura',
  technology: 'tecnologia',
  healthcare: 'salud',
  education: 'educacion',
  hospitality: 'hoteleria-y-turismo',
  construction: 'construccion',
  agriculture: 'agricultura',
  transportation: 'transporte',
  realestate: 'bienes-raices',
  finance: 'finanzas',
  other: 'otros',
};

/**
 * An address segment from free text: lower case, accents dropped, anything but letters and
 * digits → one hyphen, at most 80 characters (cut before the ends' hyphens are trimmed, so a
 * slug never ends with one). «San José» → `san-jose`, «Ciudad de México» → `ciudad-de-mexico`.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

/**
 * The city of a listing's location text: what comes before the first comma («Quito, Ecuador»
 * → «Quito»), trimmed, without the form's «other:» prefix (a place typed by hand: «other:Puerto
 * Ayora» → «Puerto Ayora»); null when empty.
 */
export function cityOfLocation(location: string | null | undefined): string | null {
  const city = ((location ?? '').split(',')[0] ?? '').replace(/^\s*other:/i, '').trim();
  return city && slugify(city) ? city : null;
}

/** The category a segment names (after normalising accents and case), or null. */
export function categoryFromSlug(segment: string): BusinessCategory | null {
  const slug = slugify(segment);
  return businessCategories.find((c) => categorySlugs[c] === slug) ?? null;
}

/** A landing page's path: a category, a city or both (category first). */
export function landingPath(page: { category?: BusinessCategory | null; citySlug?: string | null }): string {
  const parts = [page.category ? categorySlugs[page.category] : null, page.citySlug ?? null];
  return `${LANDING_PREFIX}/${parts.filter(Boolean).join('/')}`;
}
