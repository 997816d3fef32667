import type { BusinessFilters } from '@/features/businesses/api/get-businesses';
import { requestFilters } from '@/features/businesses/lib/filters';

// Its own module, apart from savedSearchHref and the shared saved-search contract: /businesses
// needs only this, and does not load zod with it (decision 146).

/** The filters a saved search keeps: the address's, without the order and without an inverted range. */
export function filtersToSave(filters: BusinessFilters): Record<string, string> {
  const { sort: _sort, cursor: _cursor, limit: _limit, ...rest } = requestFilters(filters);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') out[key] = String(value).trim();
  }
  return out;
}
