import { UserMetricsScreen } from '@/features/admin-metrics/components/user-metrics-screen';

export default function AdminUserMetricsPage() {
  return <UserMetricsScreen />;
}
