import { useSearchParams } from 'react-router';
import { BillingIdentitySection } from '@/features/invoices/components/billing-identity-section';
import { CheckoutView } from '@/features/payments/components/checkout-view';
import { parseProductId } from '@/features/payments/lib/params';

/** /subscribe?plan=<id> and /subscription-checkout?plan=<id>: paying for a plan. */
export default function SubscribePage() {
  const [params] = useSearchParams();
  const raw = params.get('plan') ?? params.get('product');
  return (
    <CheckoutView
      key={raw}
      productId={parseProductId(raw)}
      canceled={params.get('canceled') === '1'}
      billing={(totalCents) => <BillingIdentitySection totalCents={totalCents} />}
    />
  );
}
