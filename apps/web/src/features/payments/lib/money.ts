import { formatMoney } from '@traspasa/shared/money';

/** Whole cents (as the payments API sends them) → "$19", "$24,17" (es-EC, BRAND.md). */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}
