import { type BusinessCategory, businessCategories } from '@traspasa/shared/enums';
import { MONEY_MAX, parseMoneyInput } from '@traspasa/shared/money';
import type { BusinessFilters, BusinessSort } from '../api/get-businesses';

/** Every search parameter of /businesses that lives in the address (shareable, back button). */
export const FILTER_KEYS = [
  'q',
  'category',
  'country',
  'location',
  'minPrice',
  'maxPrice',
  'minRevenue',
  'minProfit',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const SORTS: readonly BusinessSort[] = ['relevance', 'recent', 'price_asc', 'price_desc', 'revenue_desc'];
/** The filters that are amounts of money (the address holds them as plain numbers). */
export const AMOUNT_KEYS: ReadonlySet<string> = new Set<FilterKey>([
  'minPrice',
  'maxPrice',
  'minRevenue',
  'minProfit',
]);

/**
 * An amount from the address: a plain number ("50000", "50000.5", as the filters write it)
 * or one written the Ecuadorian way in a shared link ("50.000"); '' for anything else.
 * Never a value off by a factor: "5e4" or "50.000,5x" are dropped, not read as digits.
 */
export function cleanAmount(value: string, allowNegative = false): string {
  const trimmed = value.trim();
  let amount: number | null = null;
  if (/^-?\d+(\.\d{1,2})?$/.test(trimmed)) amount = Number(trimmed);
  else {
    const parsed = parseMoneyInput(trimmed, { allowNegative: true });
    if (parsed.ok) amount = parsed.value;
  }
  if (amount === null || !Number.isFinite(amount) || Math.abs(amount) > MONEY_MAX) return '';
  if (amount < 0 && !allowNegative) return '';
  return String(amount);
}

/** The address → the filters the API understands. Unknown or malformed values are dropped. */
export function filtersFromParams(params: URLSearchParams): BusinessFilters {
  const filters: BusinessFilters = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (key === 'sort') {
      if ((SORTS as readonly string[]).includes(raw) && raw !== 'relevance')
        filters.sort = raw as BusinessSort;
    } else if (key === 'category') {
      if ((businessCategories as readonly string[]).includes(raw)) filters.category = raw as BusinessCategory;
    } else if (AMOUNT_KEYS.has(key)) {
      const amount = cleanAmount(raw, key === 'minProfit');
      if (amount) filters[key] = amount;
    } else {
      filters[key] = raw.slice(0, key === 'q' ? 200 : 100);
    }
  }
  return filters;
}

/** The filters → the address, in a stable order, without empty values or the default sort. */
export function paramsFromFilters(filters: BusinessFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (!text || (key === 'sort' && text === 'relevance')) continue;
    params.set(key, text);
  }
  return params;
}

/** How many filters (not the search words or the order) are set, for the "Más filtros" badge. */
export function activeFilterCount(filters: BusinessFilters): number {
  return FILTER_KEYS.filter((key) => key !== 'q' && key !== 'sort' && filters[key]).length;
}

/** "58 negocios", "1 negocio", "Ningún negocio"; a capped total: "más de 1.000 negocios". */
export function countLabel(total: number, isLowerBound = false): string {
  if (isLowerBound) return `más de ${new Intl.NumberFormat('es-EC').format(total)} negocios`;
  if (total === 0) return 'Ningún negocio';
  if (total === 1) return '1 negocio';
  return `${new Intl.NumberFormat('es-EC').format(total)} negocios`;
}
