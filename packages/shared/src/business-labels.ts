/**
 * The listing words and small rules the pages show (premises, reference, order, freshness, the
 * search's amount ranges), without zod: a page that only shows them does not load and build
 * the contract schemas of businesses.ts, which re-exports them (decision 146).
 */

import type { BusinessStatus } from './enums.ts';

/** A listing's status as its seller and the admins read it. */
export const businessStatusLabels: Record<BusinessStatus, string> = {
  draft: 'Borrador',
  pending: 'En revisión',
  approved: 'Publicado',
  reserved: 'Reservado',
  rejected: 'Rechazado',
  sold: 'Vendido',
  expired: 'Vencido',
  held: 'Retenido (cuenta suspendida)',
};

/** Where the business works: its own premises or rented ones (decision 130). */
export const premisesTypes = ['owned', 'leased'] as const;
export type PremisesType = (typeof premisesTypes)[number];
export const premisesLabels: Record<PremisesType, string> = {
  owned: 'Local propio',
  leased: 'Local arrendado',
};

/**
 * The reference a buyer quotes on the phone or in a message ("TR-000123"): derived from the
 * id, never stored, so it cannot drift from the listing it names.
 */
export function listingReference(id: number): string {
  return `TR-${String(id).padStart(6, '0')}`;
}

/** `recent` ("Más recientes"): the freshest first, by `refreshedAt` (decision 151). */
export const businessSorts = ['relevance', 'recent', 'price_asc', 'price_desc', 'revenue_desc'] as const;
export type BusinessSort = (typeof businessSorts)[number];

/** "Publicados en los últimos 7 / 30 días": `refreshedAt` within that many days (decision 151). */
export const freshnessWindows = ['7', '30'] as const;
export type FreshnessWindow = (typeof freshnessWindows)[number];
export const freshnessLabels: Record<FreshnessWindow, string> = {
  '7': 'Publicados en los últimos 7 días',
  '30': 'Publicados en los últimos 30 días',
};

/** The amount ranges of the filter model, with the words a person reads about each. */
export const searchRanges = [
  { min: 'minPrice', max: 'maxPrice', label: 'precio' },
  { min: 'minRevenue', max: 'maxRevenue', label: 'ventas anuales' },
  { min: 'minProfit', max: 'maxProfit', label: 'utilidad anual' },
] as const;
export type SearchRange = (typeof searchRanges)[number];

/** "El mínimo de precio es mayor que el máximo: …" — said beside the range and by the API. */
export function invertedRangeMessage(range: SearchRange): string {
  return `El mínimo de ${range.label} es mayor que el máximo: así no aparecería ningún negocio.`;
}

/** The ranges whose minimum exceeds their maximum (both given): never searched as such. */
export function invertedRanges(
  filters: Partial<Record<SearchRange['min'] | SearchRange['max'], number | string | undefined | null>>,
): SearchRange[] {
  return searchRanges.filter((r) => {
    const min = filters[r.min];
    const max = filters[r.max];
    if (min === undefined || min === null || min === '' || max === undefined || max === null || max === '')
      return false;
    return Number(min) > Number(max);
  });
}
