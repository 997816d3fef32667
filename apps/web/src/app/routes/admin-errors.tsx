import { AdminErrorsScreen } from '@/features/error-logs/components/error-logs-screen';

export default function AdminErrorsPage() {
  return <AdminErrorsScreen />;
}
