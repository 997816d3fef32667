import { savedSearchParams } from '@traspasa/shared/saved-searches';
import type { BusinessFilters } from '@/features/businesses/api/get-businesses';
import { requestFilters } from '@/features/businesses/lib/filters';

/** The filters a saved search keeps: the address's, without the order and without an inverted range. */
export function filtersToSave(filters: BusinessFilters): Record<string, string> {
  const { sort: _sort, cursor: _cursor, limit: _limit, ...rest } = requestFilters(filters);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') out[key] = String(value).trim();
  }
  return out;
}

/** /businesses with the saved filters, and `busqueda` naming the saved search (marks it visited). */
export function savedSearchHref(id: number, filters: Record<string, string | number | boolean>): string {
  const params = savedSearchParams(filters);
  params.set('busqueda', String(id));
  return `/businesses?${params.toString()}`;
}
