import { ErrorState } from '@/components/page/states';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/session';
import { useMySubscription } from '../api/get-subscription';
import { paymentErrorMessage } from '../lib/errors';
import { TransferOrdersSection } from '../transfers/components/transfer-orders-section';
import { CreditsSummary } from './credits-summary';
import { type PaymentDocuments, PaymentHistory } from './payment-history';
import { SubscriptionOverview } from './subscription-overview';

/** /subscription: the plan, the listing credits (sellers) and the payment history. */
export function SubscriptionDashboard({
  preselectedPlanId,
  paymentDocuments,
}: {
  preselectedPlanId: number | null;
  /** Beside each payment's receipt: its factura's downloads, from the route (decision 093). */
  paymentDocuments?: PaymentDocuments;
}) {
  const { data: user } = useUser();
  const mine = useMySubscription();
  const isSeller = Boolean(
    user && (user.role === 'seller' || user.secondaryRole === 'seller' || user.role === 'admin'),
  );

  return (
    <div className="flex flex-col gap-10">
      {mine.isPending ? (
        <div className="grid gap-4 rounded-2xl border bg-card p-6" aria-hidden="true">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-11 w-48" />
        </div>
      ) : mine.isError ? (
        <ErrorState
          title="No pudimos cargar tu plan"
          message={paymentErrorMessage(mine.error, 'Revisa tu conexión a internet e inténtalo de nuevo.')}
          onRetry={() => void mine.refetch()}
        />
      ) : (
        <SubscriptionOverview data={mine.data} preselectedPlanId={preselectedPlanId} />
      )}
      {isSeller ? <CreditsSummary /> : null}
      <TransferOrdersSection />
      <PaymentHistory documents={paymentDocuments} />
    </div>
  );
}
