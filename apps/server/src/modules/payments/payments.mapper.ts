// Rows of the payments tables as the API shows them, and the money columns in cents.
import type { CatalogProduct, TransactionView } from '@traspasa/shared/payments';
import type { stripeProducts, stripeTransactions } from '../../db/schema/payments.ts';
import { catalogueFeatures } from './catalogue.rules.ts';
import type { CheckoutProduct } from './provider.types.ts';

type ProductRow = typeof stripeProducts.$inferSelect;
type TransactionRow = typeof stripeTransactions.$inferSelect;

/** Cents from a numeric(10,2) string without going through a float sum. */
export function toCents(decimal: string | number | null): number {
  if (decimal === null) return 0;
  const [whole = '0', frac = ''] = String(decimal).split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(frac.padEnd(2, '0').slice(0, 2)));
}

/** "12.50" from 1250, for numeric columns. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A product's `incluye` list as the catalogue describes each feature (unknown names left out). */
export function featureListOf(incluye: string | null): CatalogProduct['features'] {
  return (incluye ?? '')
    .split(',')
    .filter(Boolean)
    .filter((n): n is keyof typeof catalogueFeatures => n in catalogueFeatures)
    .map((name) => ({ name, description: catalogueFeatures[name] }));
}

export function toCatalogProduct(row: ProductRow): CatalogProduct {
  return {
    id: row.id,
    kind: row.periodicidad === 'unico' ? 'package' : 'plan',
    name: row.name,
    description: row.description,
    audience: row.tipoUsuario,
    level: row.nivelAcceso,
    period: (row.periodicidad ?? 'mensual') as CatalogProduct['period'],
    priceCents: toCents(row.precioUsd),
    features: featureListOf(row.incluye),
    packageTier: row.packageTier === 'premium' || row.packageTier === 'featured' ? row.packageTier : null,
    packageCount: row.packageCount,
  };
}

export function toCheckoutProduct(row: ProductRow): CheckoutProduct {
  return {
    id: row.id,
    stripeProductId: row.stripeProductId,
    stripePriceId: row.stripePriceId,
    name: row.name,
    description: row.description,
    period: (row.periodicidad ?? 'mensual') as CheckoutProduct['period'],
    priceCents: toCents(row.precioUsd),
  };
}

const DESCRIPTIONS: Record<string, string> = {
  subscription_cycle: 'Renovación',
  subscription_update: 'Cambio de plan',
};

export function toTransactionView(
  tx: TransactionRow,
  productName: string | null,
  code: string | null,
): TransactionView {
  const reason =
    typeof tx.metadata?.billingReason === 'string' ? DESCRIPTIONS[tx.metadata.billingReason] : undefined;
  const name = productName ?? 'Pago en Traspasa';
  return {
    id: tx.id,
    createdAt: tx.createdAt.toISOString(),
    description: reason ? `${reason}: ${name}` : name,
    amountCents: toCents(tx.amount),
    currency: tx.currency,
    status: tx.status as TransactionView['status'],
    discountCode: code,
    hasReceipt: tx.status === 'succeeded' || tx.status === 'refunded',
  };
}
