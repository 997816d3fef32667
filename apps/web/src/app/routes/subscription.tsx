import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { SubscriptionDashboard } from '@/features/payments/components/subscription-dashboard';
import { parseProductId } from '@/features/payments/lib/params';

/** /subscription[?cambiar=<planId>]: the plan, credits and payment history. */
export default function SubscriptionPage() {
  const [params] = useSearchParams();
  return (
    <>
      <title>Mi suscripción | Traspasa</title>
      <PageHeader
        eyebrow="Tu cuenta"
        title="Mi suscripción"
        description="Tu plan, su renovación, tus créditos para anuncios y todos tus pagos con sus comprobantes."
      />
      <PageBody>
        <SubscriptionDashboard preselectedPlanId={parseProductId(params.get('cambiar'))} />
      </PageBody>
    </>
  );
}
