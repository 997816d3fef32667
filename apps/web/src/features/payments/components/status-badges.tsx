import type { PaymentStatus } from '@traspasa/shared/enums';
import type { PlanState } from '@traspasa/shared/payments';
import { Badge } from '@/components/ui/badge';
import { subscriptionState, transactionStatusLabels, transactionStatusTones } from '../lib/labels';

export function TransactionStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={transactionStatusTones[status]}>{transactionStatusLabels[status]}</Badge>;
}

/** A plan's state as the server names it: «Activa», «Cancelada al final del período»… */
export function SubscriptionStatusBadge({ state: planState }: { state: PlanState }) {
  const state = subscriptionState({ state: planState });
  return <Badge variant={state.tone}>{state.label}</Badge>;
}
