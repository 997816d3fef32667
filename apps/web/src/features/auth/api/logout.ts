import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { resetAnalyticsUser } from '@/lib/analytics/analytics';
import { USER_QUERY_KEY } from '@/lib/session';
import { clearClientSession, getSessionToken } from '@/lib/session-token';
import { logoutSuccessToast, noSessionToast } from '../lib/auth-messages';

export const LOGOUT_PATH = '/api/auth/logout';

export type LogoutResult = 'logged-out' | 'no-session';

/**
 * Logout always succeeds on the client. The request is best effort; then
 * the user becomes null, the whole cache is cleared, the token, session storage and
 * readable cookies are removed.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<LogoutResult, never, void>({
    retry: false,
    mutationFn: async () => {
      const cachedUser = queryClient.getQueryData(USER_QUERY_KEY);
      const token = getSessionToken();
      if (!cachedUser && !token) return 'no-session';

      try {
        await fetch(LOGOUT_PATH, {
          method: 'POST',
          credentials: 'include',
          cache: 'no-store',
          headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Session-Token': token } : {}) },
        });
      } catch (error) {
        console.warn(
          '[logout] La petición de cierre de sesión falló; se cierra la sesión local igualmente',
          error,
        );
      }

      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.clear();
      // clear() drops the user entry too; keep an explicit "anonymous" so guards do not refetch.
      queryClient.setQueryData(USER_QUERY_KEY, null);
      clearClientSession();
      resetAnalyticsUser();
      return 'logged-out';
    },
    onSuccess: (result) => {
      toast(result === 'no-session' ? noSessionToast : logoutSuccessToast);
    },
  });
}
