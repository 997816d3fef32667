// How /admin/discount-codes shows a code: its amount, uses, expiry and status, in Spanish.
import { formatDate } from '@traspasa/shared/dates';
import { formatMoney } from '@traspasa/shared/money';
import type { DiscountCodeView } from '@traspasa/shared/payments';
import type { BadgeProps } from '@/components/ui/badge';

export type CodeStatus = 'active' | 'inactive' | 'expired' | 'used_up';

/** What a buyer typing the code would meet first: switched off, then expired, then used up. */
export function codeStatus(code: DiscountCodeView, now: Date = new Date()): CodeStatus {
  if (!code.isActive) return 'inactive';
  if (code.expiresAt && new Date(code.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (code.maxUses !== null && code.currentUses >= code.maxUses) return 'used_up';
  return 'active';
}

export const codeStatusLabels: Record<
  CodeStatus,
  { label: string; tone: NonNullable<BadgeProps['variant']> }
> = {
  active: { label: 'Activo', tone: 'success' },
  inactive: { label: 'Inactivo', tone: 'muted' },
  expired: { label: 'Vencido', tone: 'warning' },
  used_up: { label: 'Agotado', tone: 'destructive' },
};

/** "10 %", "12,5 %" or "$25,00": dollars always with their cents, as the checkout shows them. */
export function discountText(code: Pick<DiscountCodeView, 'discountType' | 'discountValue'>): string {
  const hundredths = Math.round(code.discountValue * 100);
  if (code.discountType === 'percentage') {
    const whole = Math.floor(hundredths / 100);
    const rest = hundredths % 100;
    const decimals = rest === 0 ? '' : `,${String(rest).padStart(2, '0').replace(/0$/, '')}`;
    return `${whole}${decimals} %`;
  }
  const money = formatMoney(hundredths / 100);
  return hundredths % 100 === 0 ? `${money},00` : money;
}

/** "12 de 100" or "12 (sin límite)". */
export function usesText(code: Pick<DiscountCodeView, 'currentUses' | 'maxUses'>): string {
  return code.maxUses === null
    ? `${code.currentUses} (sin límite)`
    : `${code.currentUses} de ${code.maxUses}`;
}

export function expiryText(expiresAt: string | null): string {
  return expiresAt ? formatDate(expiresAt) : 'Sin vencimiento';
}

/** The product a code is limited to, by name; "Todos" when it is valid for every one. */
export function productText(
  validForPlan: string | null,
  products: ReadonlyArray<{ stripeProductId: string; name: string }> | undefined,
): string {
  if (validForPlan === null) return 'Todos';
  const product = products?.find((p) => p.stripeProductId === validForPlan);
  if (product) return product.name;
  // Still loading the names, or a product no longer on sale: its id says which one.
  return products ? `${validForPlan} (ya no está a la venta)` : validForPlan;
}
