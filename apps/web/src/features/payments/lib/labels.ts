// Spanish names of the payment states the screens show.
import type { PaymentStatus } from '@traspasa/shared/enums';
import { type PlanState, type PlanStateKey, planStateOf } from '@traspasa/shared/payments';

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

export type SubscriptionState = Omit<PlanState, 'key'> & { tone: BadgeTone };

const planTones: Record<PlanStateKey, BadgeTone> = {
  active: 'success',
  trialing: 'success',
  cancelling: 'warning',
  past_due: 'warning',
  incomplete: 'warning',
  unpaid: 'destructive',
  paused: 'muted',
  canceled: 'muted',
  unknown: 'muted',
};

/**
 * The badge of a plan: the state the server sent (`SubscriptionView.state`, one definition in
 * shared/payments for every screen), or derived the same way from the provider's status, with
 * its colour.
 */
export function subscriptionState(
  sub: { state: PlanState } | { status: string; cancelAtPeriodEnd: boolean },
): SubscriptionState {
  const { key, label, live } = 'state' in sub ? sub.state : planStateOf(sub);
  return { label, tone: planTones[key], live };
}
