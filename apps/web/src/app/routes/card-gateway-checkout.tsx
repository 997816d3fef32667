import { useParams } from 'react-router';
import { CardGatewayScreen } from '@/features/payments/card-gateway/components/card-gateway-screen';

/** /pago-con-tarjeta/:sessionId — the local card gateway's card page (docs/decisions/095). */
export default function CardGatewayCheckoutPage() {
  const { sessionId = '' } = useParams();
  return <CardGatewayScreen key={sessionId} sessionId={sessionId} />;
}
