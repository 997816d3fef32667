import type { UserRole } from '@traspasa/shared/enums';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { canAccess, forbiddenTarget } from '@/lib/access';
import { useUser } from '@/lib/session';
import { takeSigningOut } from './sign-out-intent';

export type ProtectedRouteProps = {
  /** When set, the user's primary role, secondary role or admin status must match. */
  role?: UserRole;
  children?: ReactNode;
};

/**
 * Protected route (decision 020): spinner while the session loads; anonymous → /auth
 * (remembering where they were); wrong role → `forbiddenTarget` (/, or /create-business
 * for a seller screen).
 */
export function ProtectedRoute({ role, children }: ProtectedRouteProps) {
  const { data: user, isPending } = useUser();
  const location = useLocation();

  if (isPending) return <PageSpinner label="Comprobando tu sesión…" />;

  const decision = canAccess(user, role);
  if (decision === 'sign-in') {
    if (takeSigningOut()) return <Navigate to={paths.home.href} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.build({ redirectTo: from })} replace state={{ from }} />;
  }
  if (decision === 'forbidden') {
    return <Navigate to={forbiddenTarget(role)} replace />;
  }
  return children ?? <Outlet />;
}
