import { useSearchParams } from 'react-router';
import { BillingIdentitySection } from '@/features/invoices/components/billing-identity-section';
import { CheckoutView } from '@/features/payments/components/checkout-view';
import { parseProductId } from '@/features/payments/lib/params';

/** /checkout?product=<id>[&canceled=1]: a package (or a plan, after a canceled payment). */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  return (
    <CheckoutView
      key={params.get('product')}
      productId={parseProductId(params.get('product'))}
      canceled={params.get('canceled') === '1'}
      billing={(totalCents) => <BillingIdentitySection totalCents={totalCents} />}
    />
  );
}
