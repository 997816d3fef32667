import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CardGatewayScreen } from '@/features/payments/card-gateway/components/card-gateway-screen';
import { readBankReturn } from '@/features/payments/card-gateway/lib/kushki-token';

/** /pago-con-tarjeta/:sessionId — the local card gateway's card page (docs/decisions/095). */
export default function CardGatewayCheckoutPage() {
  const { sessionId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // The bank's 3-D Secure answer is read once; the token then leaves the address bar.
  const [bankReturn] = useState(() => readBankReturn(params));
  useEffect(() => {
    if (bankReturn.kind !== 'none') setParams({}, { replace: true });
  }, [bankReturn, setParams]);
  return <CardGatewayScreen key={sessionId} sessionId={sessionId} bankReturn={bankReturn} />;
}
