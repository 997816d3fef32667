import { PaymentsAdmin } from '@/features/admin-payments/components/payments-admin';

export default function AdminStripePage() {
  return <PaymentsAdmin />;
}
