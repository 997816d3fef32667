// The leads list's filters live in the address in Spanish words (?desde=…&hasta=…
// &categoria=…&buscar=…); the API gets them by its own names.
import { type BusinessCategory, businessCategories } from '@traspasa/shared/enums';

export type LeadFilters = {
  from: string | null;
  to: string | null;
  category: BusinessCategory | null;
  q: string | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && DAY.test(v) ? v : null);

export function leadFiltersFromSearch(params: URLSearchParams): LeadFilters {
  const category = params.get('categoria');
  const q = params.get('buscar')?.trim().slice(0, 100) ?? '';
  return {
    from: day(params.get('desde')),
    to: day(params.get('hasta')),
    category:
      category && (businessCategories as readonly string[]).includes(category)
        ? (category as BusinessCategory)
        : null,
    q: q === '' ? null : q,
  };
}

export function searchFromLeadFilters(f: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.from) params.set('desde', f.from);
  if (f.to) params.set('hasta', f.to);
  if (f.category) params.set('categoria', f.category);
  if (f.q) params.set('buscar', f.q);
  return params;
}

/** The API's query string; `limit` null for the CSV export (no paging). */
export function leadsApiSearch(f: LeadFilters, cursor: string | null, limit: number | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) if (value) params.set(key, value);
  if (limit !== null) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
