import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { canAccessAdmin } from '@/lib/access';
import { useUser } from '@/lib/session';

/** Admin-only wrapper (decision 020): spinner while loading; not signed in or not admin → /. */
export function AdminRoute({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner label="Comprobando tu sesión…" />;
  if (!canAccessAdmin(user)) return <Navigate to={paths.home.href} replace />;
  return children ?? <Outlet />;
}
