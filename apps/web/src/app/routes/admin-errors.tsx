import { AdminErrorsScreen } from '@/features/admin-errors/components/admin-errors-screen';

export default function AdminErrorsPage() {
  return <AdminErrorsScreen />;
}
