import { formatMoney } from './money.ts';

/**
 * Money as BRAND.md shows it: US dollars in es-EC ($85.000), with the cents when there are
 * some ($54.500,50) — never rounded into another amount than the one stored (decision 081).
 */
export function formatUsd(value: number | string | null | undefined): string {
  return formatMoney(value) || 'No especificado';
}

/** Dates as "21 de noviembre de 2026": the one date helper lives in `./dates.ts` (decision 131). */
export { formatDate } from './dates.ts';

/** The display rule: drop a leading "other:" and show "No especificada" when empty. */
export function displayOption(value: string | null | undefined): string {
  const stripped = (value ?? '').replace(/^other:/i, '').trim();
  return stripped === '' ? 'No especificada' : stripped;
}

/** A YYYY-MM-DD string naming a day that exists (no 2025-02-30). */
export function isRealDay(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
