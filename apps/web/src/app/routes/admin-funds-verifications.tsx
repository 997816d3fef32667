import { AdminFundsScreen } from '@/features/funds/admin/admin-funds-screen';

export default function AdminFundsVerificationsPage() {
  return <AdminFundsScreen />;
}
