import { DashboardScreen } from '@/features/admin-metrics/components/dashboard-screen';

export default function AdminDashboardPage() {
  return <DashboardScreen />;
}
