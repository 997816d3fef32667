import { savedSearchParams } from '@traspasa/shared/saved-searches';

/** /businesses with the saved filters, and `busqueda` naming the saved search (marks it visited). */
export function savedSearchHref(id: number, filters: Record<string, string | number | boolean>): string {
  const params = savedSearchParams(filters);
  params.set('busqueda', String(id));
  return `/businesses?${params.toString()}`;
}
