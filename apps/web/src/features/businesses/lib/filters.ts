import {
  type FreshnessWindow,
  freshnessWindows,
  invertedRanges,
  type SearchRange,
  searchRanges,
} from '@traspasa/shared/business-labels';
import { type BusinessCategory, businessCategories } from '@traspasa/shared/enums';
import { MONEY_MAX, parseMoneyInput } from '@traspasa/shared/money';
import type { BusinessFilters, BusinessSort } from '../api/get-businesses';

/**
 * Every search parameter of /businesses that lives in the address: the address is the one
 * source of truth of the filters (shareable, back and forward), in this order.
 */
export const FILTER_KEYS = [
  'q',
  'category',
  'country',
  'location',
  'minPrice',
  'maxPrice',
  'minRevenue',
  'maxRevenue',
  'minProfit',
  'maxProfit',
  'withPhotos',
  'includeSold',
  'hideReserved',
  'publishedWithin',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type AmountKey = SearchRange['min'] | SearchRange['max'];

const SORTS: readonly BusinessSort[] = ['relevance', 'recent', 'price_asc', 'price_desc', 'revenue_desc'];
/** The filters that are amounts of money (the address holds them as plain numbers). */
export const AMOUNT_KEYS: ReadonlySet<string> = new Set<FilterKey>(
  searchRanges.flatMap((r) => [r.min, r.max]),
);
/** Profit may be negative (a business that loses money); price and sales may not. */
export const allowsNegative = (key: string): boolean => key === 'minProfit' || key === 'maxProfit';
const FLAG_KEYS: ReadonlySet<string> = new Set<FilterKey>(['withPhotos', 'includeSold', 'hideReserved']);

/** How long typing waits before it searches (words, city, amounts). */
export const TYPING_DEBOUNCE_MS = 300;

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

/** The address → the filter model. Unknown or malformed values are dropped. */
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
    } else if (FLAG_KEYS.has(key)) {
      if (raw === 'true') filters[key as 'withPhotos' | 'includeSold' | 'hideReserved'] = 'true';
    } else if (key === 'publishedWithin') {
      if ((freshnessWindows as readonly string[]).includes(raw))
        filters.publishedWithin = raw as FreshnessWindow;
    } else if (AMOUNT_KEYS.has(key)) {
      const amount = cleanAmount(raw, allowsNegative(key));
      if (amount) filters[key as AmountKey] = amount;
    } else {
      filters[key as 'q' | 'country' | 'location'] = raw.slice(0, key === 'q' ? 200 : 100);
    }
  }
  return filters;
}

/** The filter model → the address, in a stable order, without empty values or defaults. */
export function paramsFromFilters(filters: BusinessFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (!text || (key === 'sort' && text === 'relevance')) continue;
    if (FLAG_KEYS.has(key) && text !== 'true') continue;
    params.set(key, text);
  }
  return params;
}

/** The ranges of `filters` whose minimum is above their maximum (shown as a warning). */
export function invertedFilterRanges(filters: BusinessFilters): SearchRange[] {
  return invertedRanges(filters);
}

/**
 * What is sent to the API: the model without any inverted range (the page warns beside it
 * and searches as if that range were not set; the server would refuse it).
 */
export function requestFilters(filters: BusinessFilters): BusinessFilters {
  const next = { ...filters };
  for (const range of invertedRanges(filters)) {
    delete next[range.min];
    delete next[range.max];
  }
  return next;
}

/**
 * How many filters are set (not the words or the order), for the «Filtros» badge: each facet,
 * each range (one however many of its ends are set), each option.
 */
export function activeFilterCount(filters: BusinessFilters): number {
  let n = 0;
  for (const key of [
    'category',
    'country',
    'location',
    'withPhotos',
    'includeSold',
    'hideReserved',
    'publishedWithin',
  ] as const) {
    if (filters[key]) n++;
  }
  for (const range of searchRanges) if (filters[range.min] || filters[range.max]) n++;
  return n;
}

/** Thousands grouped the Spanish way ("1.000"): one formatter, made at first use (decision 146). */
let countFormat: Intl.NumberFormat | undefined;
function formatCount(n: number): string {
  countFormat ??= new Intl.NumberFormat('es-EC');
  return countFormat.format(n);
}

/** "58 negocios", "1 negocio", "Ningún negocio"; a capped total: "más de 1.000 negocios". */
export function countLabel(total: number, isLowerBound = false): string {
  if (isLowerBound) return `más de ${formatCount(total)} negocios`;
  if (total === 0) return 'Ningún negocio';
  if (total === 1) return '1 negocio';
  return `${formatCount(total)} negocios`;
}

/** The sheet's main button: «Ver 23 resultados», «Ver 1 resultado», none: said, not offered. */
export function resultsButtonLabel(total: number, isLowerBound = false): string {
  if (isLowerBound) return `Ver más de ${formatCount(total)} resultados`;
  if (total === 0) return 'Ningún resultado con estos filtros';
  if (total === 1) return 'Ver 1 resultado';
  return `Ver ${formatCount(total)} resultados`;
}

/**
 * Calls `fn` once `ms` have passed without another call (typing), with the last arguments.
 * `flush` runs a pending call now (leaving a field), `cancel` drops it (the address changed).
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = () => {
    timer = null;
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = () => {
    if (timer) clearTimeout(timer);
    run();
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return debounced;
}
