import type { Kpi } from '@traspasa/shared/admin-metrics';
import { formatDay } from '@traspasa/shared/dates';

const integer = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('es-EC', { style: 'percent', maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('es-EC', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatCount = (n: number) => integer.format(n);
export const formatDecimal = (n: number) => decimal.format(n);
/** A share 0–1 as "42 %". */
export const formatShare = (n: number) =>
  // A share that is not zero never reads "0 %" (1 sign-up among 3,599 visitors).
  n > 0 && n < 0.01 ? `menos de ${percent.format(0.01)}` : percent.format(n);
/** USD cents as "$1.234,50" (es-EC). */
export const formatCents = (cents: number) => usd.format(cents / 100);
/** USD cents rounded to whole dollars, for chart axes. */
export const formatCentsShort = (cents: number) => usdWhole.format(Math.round(cents / 100));

export type Change =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'same' }
  | { kind: 'up' | 'down'; ratio: number };

/** The change of a KPI against the period before: "sin datos previos" when that was 0. */
export function kpiChange(k: Kpi): Change {
  if (k.previous === null) return { kind: 'none' };
  if (k.previous === 0) return k.value === 0 ? { kind: 'same' } : { kind: 'new' };
  if (k.value === k.previous) return { kind: 'same' };
  const ratio = (k.value - k.previous) / Math.abs(k.previous);
  return { kind: ratio > 0 ? 'up' : 'down', ratio: Math.abs(ratio) };
}

/** The change in words, for the card and for screen readers. */
export function changeText(change: Change): string {
  switch (change.kind) {
    case 'none':
      return '';
    case 'new':
      return 'sin datos previos';
    case 'same':
      return 'igual que el periodo anterior';
    case 'up':
      return `+${formatShare(change.ratio)} frente al periodo anterior`;
    case 'down':
      return `−${formatShare(change.ratio)} frente al periodo anterior`;
  }
}

/** "3 mar" for a YYYY-MM-DD day (the server's calendar day, shown as is). */
export const formatDayShort = (day: string) => formatDay(day, 'short');
/** "3 de marzo de 2025". */
export const formatDayLong = (day: string) => formatDay(day);

/**
 * Axis ticks for amounts in cents: whole, round dollar steps (1, 2, 5 × 10ⁿ) from zero (or
 * below it, when refunds outweigh a day's payments) to at least the largest value, so the
 * labels never repeat ("$0, $0, $1").
 */
export function moneyTicks(minCents: number, maxCents: number): number[] {
  const low = Math.min(0, Math.floor(minCents / 100));
  const high = Math.max(1, Math.ceil(maxCents / 100));
  const rough = (high - low) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let t = Math.floor(low / step) * step; ticks.length === 0 || ticks.at(-1)! < high * 100; t += step) {
    ticks.push(t * 100);
  }
  return ticks;
}
