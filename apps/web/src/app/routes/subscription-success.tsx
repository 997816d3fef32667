import { useSearchParams } from 'react-router';
import { PaymentResult } from '@/features/payments/components/payment-result';
import { parseSessionId } from '@/features/payments/lib/params';

/** /subscription-success?session_id=: the outcome of a plan payment, as the server knows it. */
export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = parseSessionId(params.get('session_id'));
  return <PaymentResult key={sessionId} sessionId={sessionId} />;
}
