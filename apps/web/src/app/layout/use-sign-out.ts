import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';

/**
 * Log out (always succeeds on the client) and go home. The navigation follows the
 * promise, not a per-call mutation callback: signing out unmounts the menu that owns the
 * mutation, and TanStack Query skips callbacks of unmounted observers.
 */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    signOut: () => {
      void logout.mutateAsync().finally(() => navigate('/', { replace: true }));
    },
    isPending: logout.isPending,
  };
}
