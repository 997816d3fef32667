import { useParams } from 'react-router';
import { TransferOrderScreen } from '@/features/payments/transfers/components/transfer-order-screen';

/** /payments/transfers/:id — a payment by bank transfer or deposit (docs/decisions/094). */
export default function TransferOrderPage() {
  const { id = '' } = useParams();
  return <TransferOrderScreen key={id} id={Number(id)} />;
}
