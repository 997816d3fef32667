// Spanish names of the payment states the screens show.
import type { PaymentStatus } from '@traspasa/shared/enums';
import type { SubscriptionView } from '@traspasa/shared/payments';

export type BadgeTone = 'success' | 'warning' | 'destructive' | 'muted' | 'secondary';

export const transactionStatusLabels: Record<PaymentStatus, string> = {
  succeeded: 'Pagado',
  pending: 'Pendiente',
  processing: 'En proceso',
  failed: 'Fallido',
  refunded: 'Reembolsado',
  canceled: 'Cancelado',
};

export const transactionStatusTones: Record<PaymentStatus, BadgeTone> = {
  succeeded: 'success',
  pending: 'warning',
  processing: 'warning',
  failed: 'destructive',
  refunded: 'secondary',
  canceled: 'muted',
};

export type SubscriptionState = {
  label: string;
  tone: BadgeTone;
  /** True while the plan's features still apply. */
  live: boolean;
};

/**
 * The badge of a subscription from the provider's status: Activa, Pago pendiente,
 * Cancelada al final del período… (Stripe's statuses; anything new reads as "En revisión").
 */
export function subscriptionState(
  sub: Pick<SubscriptionView, 'status' | 'cancelAtPeriodEnd'>,
): SubscriptionState {
  switch (sub.status) {
    case 'active':
    case 'trialing':
      return sub.cancelAtPeriodEnd
        ? { label: 'Cancelada al final del período', tone: 'warning', live: true }
        : { label: sub.status === 'trialing' ? 'En prueba' : 'Activa', tone: 'success', live: true };
    case 'past_due':
      return { label: 'Pago pendiente', tone: 'warning', live: true };
    case 'incomplete':
      return { label: 'Pago incompleto', tone: 'warning', live: false };
    case 'unpaid':
      return { label: 'Sin pagar', tone: 'destructive', live: false };
    case 'paused':
      return { label: 'En pausa', tone: 'muted', live: false };
    case 'canceled':
    case 'incomplete_expired':
      return { label: 'Cancelada', tone: 'muted', live: false };
    default:
      return { label: 'En revisión', tone: 'muted', live: false };
  }
}
