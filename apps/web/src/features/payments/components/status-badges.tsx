import type { PaymentStatus } from '@traspasa/shared/enums';
import type { SubscriptionView } from '@traspasa/shared/payments';
import { Badge } from '@/components/ui/badge';
import { subscriptionState, transactionStatusLabels, transactionStatusTones } from '../lib/labels';

export function TransactionStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={transactionStatusTones[status]}>{transactionStatusLabels[status]}</Badge>;
}

export function SubscriptionStatusBadge({
  subscription,
}: {
  subscription: Pick<SubscriptionView, 'status' | 'cancelAtPeriodEnd'>;
}) {
  const state = subscriptionState(subscription);
  return <Badge variant={state.tone}>{state.label}</Badge>;
}
