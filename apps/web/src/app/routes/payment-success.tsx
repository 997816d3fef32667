import { useSearchParams } from 'react-router';
import { PaymentResult } from '@/features/payments/components/payment-result';
import { parseSessionId } from '@/features/payments/lib/params';

/** /payment-success?session_id=: the outcome of a package payment, as the server knows it. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = parseSessionId(params.get('session_id'));
  return <PaymentResult key={sessionId} sessionId={sessionId} />;
}
