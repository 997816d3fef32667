import { DashboardScreen } from '@/features/admin-metrics/components/dashboard-screen';
import { useAdminQueues } from '@/features/admin-queues/api/admin-queues';

export default function AdminDashboardPage() {
  return <DashboardScreen queues={useAdminQueues()} />;
}
