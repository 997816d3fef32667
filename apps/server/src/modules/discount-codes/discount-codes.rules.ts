// The arithmetic and wording of a discount code (decision 090), pure so that the checkout, the
// admin screen's API and the property tests share one definition. A code's value is a
// percent for `percentage` and US dollars for `fixed_amount` (numeric(10,2) in the
// database, so it may arrive as the string "25.00"); everything returned is whole cents.
import { formatMoneyInput } from '@traspasa/shared/money';

export interface DiscountAmount {
  discountType: string;
  discountValue: string | number;
}

/** A value with at most two decimals as an integer number of hundredths ("12.5" → 1250). */
function hundredths(value: string | number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.round(n * 100);
}

/**
 * Cents off `priceCents` for this code: percentage rounds half up to the cent; fixed
 * amount in dollars → cents; never more than priceCents.
 */
export function discountCents(code: DiscountAmount, priceCents: number): number {
  if (!Number.isInteger(priceCents) || priceCents <= 0) return 0;
  const value = hundredths(code.discountValue);
  if (code.discountType === 'percentage') {
    // In hundredths of a percent, integer arithmetic: price × pct / 100, half up.
    const percent = Math.min(value, 100 * 100);
    return Math.min(priceCents, Math.floor((priceCents * percent + 5000) / 10000));
  }
  if (code.discountType === 'fixed_amount') return Math.min(priceCents, value);
  throw new Error(`unknown discount type: ${code.discountType}`);
}

/** "10", "12,5", "33,33": a percent as people in Ecuador write it. */
function percentText(value: string | number): string {
  const h = hundredths(value);
  const whole = Math.floor(h / 100);
  const rest = h % 100;
  if (rest === 0) return String(whole);
  return `${whole},${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** "$25,00", "$1.250,50": dollars with their cents always written, as an order summary shows them. */
export function discountMoneyText(value: string | number): string {
  const h = hundredths(value);
  const text = formatMoneyInput(h / 100) || '0';
  return `$${h % 100 === 0 ? `${text},00` : text}`;
}

/** "10 %" or "$25,00": the discount alone, as the admin list shows it. */
export function discountAmountText(code: DiscountAmount): string {
  return code.discountType === 'percentage'
    ? `${percentText(code.discountValue)} %`
    : discountMoneyText(code.discountValue);
}

/** The Spanish label shown in the order summary, e.g. "10 % de descuento" or "$25,00 de descuento". */
export function discountLabel(code: DiscountAmount): string {
  return `${discountAmountText(code)} de descuento`;
}

/** Codes are compared and stored uppercase: "verano10" and "VERANO10" are one code. */
export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}
