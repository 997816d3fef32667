import { useNavigate } from 'react-router';
import { markSigningOut } from '@/app/guards/sign-out-intent';
import { useLogout } from '@/features/auth/api/logout';

/**
 * Log out (always succeeds on the client) and go home. A protected page under the menu
 * reacts to the user turning null before any navigation of ours settles, so the guard is
 * told this was a deliberate sign-out (it then goes home too, not to /auth).
 */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    signOut: () => {
      markSigningOut();
      navigate('/', { replace: true });
      logout.mutate();
    },
    isPending: logout.isPending,
  };
}
