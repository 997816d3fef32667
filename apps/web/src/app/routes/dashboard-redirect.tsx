import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { dashboardPathFor } from '@/config/paths';
import { useUser } from '@/lib/session';

/** /dashboard: each role goes to its own panel (consultants to /consultant/dashboard, decision 102). */
export default function DashboardRedirectPage() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner />;
  return <Navigate to={dashboardPathFor(user?.role)} replace />;
}
