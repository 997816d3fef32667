import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';

/** Log out (always succeeds on the client) and go home. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    signOut: () => logout.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) }),
    isPending: logout.isPending,
  };
}
