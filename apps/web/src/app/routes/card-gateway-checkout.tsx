import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CardGatewayScreen } from '@/features/payments/card-gateway/components/card-gateway-screen';
import { readBankReturn } from '@/features/payments/card-gateway/lib/kushki-token';

/** /pago-con-tarjeta/:sessionId — the local card gateway's card page (docs/decisions/095). */
export default function CardGatewayCheckoutPage() {
  const { sessionId = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The bank's 3-D Secure answer is read once; then it leaves the address bar.
  const [bankReturn] = useState(() => readBankReturn(params, location.hash));
  useEffect(() => {
    if (bankReturn.kind !== 'none')
      navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  }, [bankReturn, navigate, location.pathname]);
  return <CardGatewayScreen key={sessionId} sessionId={sessionId} bankReturn={bankReturn} />;
}
