// GET /api/landing/:first/:second? — the landing pages (decision 152). The
// address vocabulary (slugs, paths) is in landing-slugs.ts.
import { z } from 'zod';
import { businessListResponse } from './businesses.ts';
import { businessCategories } from './enums.ts';

const segment = z
  .string()
  .trim()
  .min(1, 'Falta la categoría o la ciudad de la página.')
  .max(100, 'La dirección de la página es demasiado larga.');

/** `/api/landing/{first}`: a category or a city. */
export const landingParams = z.object({ first: segment });
/** `/api/landing/{first}/{second}`: a category and a city. */
export const landingPairParams = landingParams.extend({ second: segment });
export type LandingParams = z.infer<typeof landingPairParams>;

const link = z.object({ name: z.string(), path: z.string() });

export const landingPage = z.object({
  /** The page's own address (accents and case normalised): the canonical one. */
  path: z.string(),
  category: z.enum(businessCategories).nullable(),
  city: z.object({ slug: z.string(), name: z.string(), country: z.string().nullable() }).nullable(),
  heading: z.string(),
  intro: z.string(),
  /** Inicio › Negocios en venta › … › this page (the last one is the page itself). */
  breadcrumbs: z.array(link),
  /** For a category: the cities where it has listings; for a city: its categories. */
  relatedCities: z.array(link.extend({ count: z.number().int() })),
  relatedCitiesTitle: z.string(),
  relatedCategories: z.array(link.extend({ count: z.number().int() })),
  relatedCategoriesTitle: z.string(),
  /** The search these cards come from: `/businesses?…` shows the same ones, with every filter. */
  searchPath: z.string(),
  listings: businessListResponse,
});
export type LandingPage = z.infer<typeof landingPage>;
