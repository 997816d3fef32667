import { PaymentsAdmin } from '@/features/payments/admin/components/payments-admin';

export default function AdminStripePage() {
  return <PaymentsAdmin />;
}
