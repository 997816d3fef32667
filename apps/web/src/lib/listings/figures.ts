import { plural } from '@traspasa/shared/plural';
/** Key figures of a listing: numbers from numeric strings, margin and price/profit multiple. */

export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Profit / revenue, or null when it cannot be computed (no revenue, revenue 0). */
export function profitMargin(
  revenue: number | string | null | undefined,
  profit: number | string | null | undefined,
): number | null {
  const r = toNumber(revenue);
  const p = toNumber(profit);
  if (r === null || p === null || r <= 0) return null;
  return p / r;
}

/** Asking price / annual profit, or null when there is no positive profit or no price. */
export function priceMultiple(
  price: number | string | null | undefined,
  profit: number | string | null | undefined,
): number | null {
  const a = toNumber(price);
  const p = toNumber(profit);
  if (a === null || p === null || p <= 0 || a < 0) return null;
  return a / p;
}

const percent = new Intl.NumberFormat('es-EC', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = new Intl.NumberFormat('es-EC');

export const DASH = '—';

export function formatMargin(value: number | null): string {
  return value === null ? DASH : percent.format(value);
}

export function formatMultiple(value: number | null): string {
  return value === null ? DASH : `${decimal.format(value)}×`;
}

export function formatCount(value: number | string | null | undefined, one: string, many: string): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  return `${whole.format(n)} ${plural(n, one, many)}`;
}
