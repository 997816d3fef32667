import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { InvoiceDownloads } from '@/features/invoices/components/invoice-downloads';
import { SubscriptionDashboard } from '@/features/payments/components/subscription-dashboard';
import { parseProductId } from '@/features/payments/lib/params';

/** /subscription[?cambiar=<planId>]: the plan, credits and payment history. */
export default function SubscriptionPage() {
  const [params, setParams] = useSearchParams();
  // The plan to switch to (from the plans page) opens the dialog once; a reload does not reopen it.
  const [preselectedPlanId] = useState(() => parseProductId(params.get('cambiar')));
  useEffect(() => {
    if (params.has('cambiar')) {
      setParams(
        (current) => {
          current.delete('cambiar');
          return current;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);
  return (
    <>
      <title>Mi suscripción | Traspasa</title>
      <PageHeader
        eyebrow="Tu cuenta"
        title="Mi suscripción"
        description="Tu plan, su renovación, tus créditos para anuncios y todos tus pagos con sus comprobantes."
      />
      <PageBody>
        <SubscriptionDashboard
          preselectedPlanId={preselectedPlanId}
          paymentDocuments={(tx) => <InvoiceDownloads transactionId={tx.id} paymentLabel={tx.description} />}
        />
      </PageBody>
    </>
  );
}
