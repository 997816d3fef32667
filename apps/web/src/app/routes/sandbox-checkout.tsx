import { useParams } from 'react-router';
import { SandboxCheckoutView } from '@/features/payments/components/sandbox-checkout-view';

/** /sandbox-checkout/:sessionId — the sandbox provider's hosted card checkout. */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  return <SandboxCheckoutView key={sessionId} sessionId={sessionId} />;
}
