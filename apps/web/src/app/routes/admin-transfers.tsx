import { AdminTransfersScreen } from '@/features/payments/admin/transfers/admin-transfers-screen';

export default function Page() {
  return <AdminTransfersScreen />;
}
