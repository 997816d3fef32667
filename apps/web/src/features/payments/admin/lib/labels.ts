// What /admin/stripe shows for each status the payments contract carries (decision 090,
// packages/shared/src/payments.ts), and the small pure helpers of that screen.

import { formatShortDateTime } from '@traspasa/shared/dates';
import type { PaymentStatus, WebhookEventStatus } from '@traspasa/shared/enums';
import { formatMoney } from '@traspasa/shared/money';
import type { BadgeProps } from '@/components/ui/badge';

type Tone = NonNullable<BadgeProps['variant']>;

// Same words and colours as the seller's and buyer's payment history (features/payments).
export const paymentStatusLabels: Record<PaymentStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pendiente', tone: 'warning' },
  processing: { label: 'En proceso', tone: 'warning' },
  succeeded: { label: 'Pagado', tone: 'success' },
  failed: { label: 'Fallido', tone: 'destructive' },
  canceled: { label: 'Cancelado', tone: 'muted' },
  refunded: { label: 'Reembolsado', tone: 'secondary' },
};

/** The filter chips of the transactions tab, in the order an admin looks for them. */
export const transactionFilters: Array<{ value: PaymentStatus | null; label: string }> = [
  { value: null, label: 'Todas' },
  { value: 'succeeded', label: 'Pagadas' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'processing', label: 'En proceso' },
  { value: 'failed', label: 'Fallidas' },
  { value: 'refunded', label: 'Reembolsadas' },
  { value: 'canceled', label: 'Canceladas' },
];

/** The provider's subscription statuses (Stripe's words) in Spanish, as the buyer's and seller's pages say them. */
const subscriptionStatusLabels: Record<string, { label: string; tone: Tone }> = {
  active: { label: 'Activa', tone: 'success' },
  trialing: { label: 'En prueba', tone: 'success' },
  past_due: { label: 'Pago pendiente', tone: 'warning' },
  unpaid: { label: 'Sin pagar', tone: 'destructive' },
  canceled: { label: 'Cancelada', tone: 'muted' },
  incomplete: { label: 'Pago incompleto', tone: 'warning' },
  incomplete_expired: { label: 'Cancelada', tone: 'muted' },
  paused: { label: 'En pausa', tone: 'muted' },
};

export function subscriptionStatus(status: string): { label: string; tone: Tone } {
  return subscriptionStatusLabels[status] ?? { label: status, tone: 'outline' };
}

export const subscriptionFilters: Array<{ value: string | null; label: string }> = [
  { value: null, label: 'Todas' },
  { value: 'active', label: 'Activas' },
  { value: 'past_due', label: 'Pago pendiente' },
  { value: 'incomplete', label: 'Incompletas' },
  { value: 'canceled', label: 'Canceladas' },
];

export const eventStatusLabels: Record<WebhookEventStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pendiente', tone: 'muted' },
  processing: { label: 'En proceso', tone: 'secondary' },
  succeeded: { label: 'Procesado', tone: 'success' },
  retrying: { label: 'Reintentando', tone: 'warning' },
  failed: { label: 'Fallido', tone: 'destructive' },
};

/** The filter chips of the events tab, and how their empty list is called. */
export const eventFilters: Array<{ value: WebhookEventStatus; label: string; empty: string }> = [
  { value: 'pending', label: 'Pendientes', empty: 'No hay eventos pendientes' },
  { value: 'processing', label: 'En proceso', empty: 'No hay eventos en proceso' },
  { value: 'retrying', label: 'Reintentando', empty: 'No hay eventos esperando un reintento' },
  { value: 'failed', label: 'Fallidos', empty: 'No hay eventos fallidos' },
  { value: 'succeeded', label: 'Procesados', empty: 'Todavía no se procesó ningún evento' },
];

/** "Pendientes (3)": a chip's label with the server's count; the count is left out when unknown. */
export function chipLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** Every count of the events' `counts` added up (the "Todos" chip). */
export function totalCount(counts: Record<string, number> | undefined): number | undefined {
  if (!counts) return undefined;
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** Whole cents as BRAND.md writes money: 4900 → "$49", 4950 → "$49,50". */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** `?status=…&limit=…&cursor=…` without the empty ones; the cursor is the page before's `nextCursor`. */
export function pageSearch(
  filters: Record<string, string | null | undefined>,
  cursor: string | null,
  limit: number,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value);
  }
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** "21 nov 2026, 15:04" — events and payments happen at an hour that matters. */
export function formatDateTime(value: string | null | undefined): string {
  return formatShortDateTime(value);
}
