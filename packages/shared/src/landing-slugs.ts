// The landing pages' address vocabulary (issue 13, decision 152): /negocios/{categoría},
// /negocios/{ciudad}, /negocios/{categoría}/{ciudad}. One place for the slugs, read by the
// server (which pages exist, the sitemap) and the web (links). No zod here: the home page's
// category tiles import it, and it must not add to their JavaScript.
import { type BusinessCategory, businessCategories } from './enums.ts';

/** The landing pages' prefix. */
export const LANDING_PREFIX = '/negocios';

type CategoryWords = {
  /** The address segment: plural, readable, no accents. */
  slug: string;
  /** The page's heading noun, plural: «Restaurantes en venta en Quito». */
  plural: string;
  /** One of them, for counts: «1 restaurante». */
  singular: string;
};

export const categoryLandingWords: Record<BusinessCategory, CategoryWords> = {
  restaurant: { slug: 'restaurantes', plural: 'restaurantes', singular: 'restaurante' },
  retail: { slug: 'comercios', plural: 'comercios y tiendas', singular: 'comercio o tienda' },
  service: { slug: 'servicios', plural: 'negocios de servicios', singular: 'negocio de servicios' },
  manufacturing: {
    slug: 'manufactura',
    plural: 'negocios de manufactura',
    singular: 'negocio de manufactura',
  },
  technology: { slug: 'tecnologia', plural: 'negocios de tecnología', singular: 'negocio de tecnología' },
  healthcare: { slug: 'salud', plural: 'negocios de salud', singular: 'negocio de salud' },
  education: { slug: 'educacion', plural: 'negocios de educación', singular: 'negocio de educación' },
  hospitality: {
    slug: 'hoteleria-y-turismo',
    plural: 'hoteles y negocios de turismo',
    singular: 'hotel o negocio de turismo',
  },
  construction: {
    slug: 'construccion',
    plural: 'negocios de construcción',
    singular: 'negocio de construcción',
  },
  agriculture: { slug: 'agricultura', plural: 'negocios agrícolas', singular: 'negocio agrícola' },
  transportation: {
    slug: 'transporte',
    plural: 'negocios de transporte',
    singular: 'negocio de transporte',
  },
  realestate: {
    slug: 'bienes-raices',
    plural: 'negocios de bienes raíces',
    singular: 'negocio de bienes raíces',
  },
  finance: { slug: 'finanzas', plural: 'negocios de finanzas', singular: 'negocio de finanzas' },
  other: { slug: 'otros', plural: 'otros negocios', singular: 'otro negocio' },
};

const categoryBySlug = new Map<string, BusinessCategory>(
  businessCategories.map((c) => [categoryLandingWords[c].slug, c]),
);

/**
 * An address segment from free text: lower case, accents dropped, anything but letters and
 * digits → one hyphen. «San José» → `san-jose`, «Ciudad de México» → `ciudad-de-mexico`.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * The city of a listing's location text: what comes before the first comma («Quito, Ecuador»
 * → «Quito»), trimmed; null when empty.
 */
export function cityOfLocation(location: string | null | undefined): string | null {
  const city = (location ?? '').split(',')[0]?.trim() ?? '';
  return city && slugify(city) ? city : null;
}

/** The category a segment names (after normalising accents and case), or null. */
export function categoryFromSlug(segment: string): BusinessCategory | null {
  return categoryBySlug.get(slugify(segment)) ?? null;
}

/** A landing page's path: a category, a city or both (category first). */
export function landingPath(page: { category?: BusinessCategory | null; citySlug?: string | null }): string {
  const parts = [page.category ? categoryLandingWords[page.category].slug : null, page.citySlug ?? null];
  return `${LANDING_PREFIX}/${parts.filter(Boolean).join('/')}`;
}
