import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetAnalyticsUser } from '@/lib/analytics/analytics';
import { api, apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';
import { clearClientSession } from '@/lib/session-token';

export const EXPORT_PATH = '/api/user/export';
export const DELETE_ACCOUNT_PATH = '/api/user';

/** GET /api/user/export, saved as a file (the token travels in a header, so no plain link). */
export function useDownloadMyData() {
  return useMutation<void, unknown, void>({
    retry: false,
    mutationFn: async () => {
      const res = await apiRequest('GET', EXPORT_PATH);
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'traspasa-mis-datos.json';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

/** DELETE /api/user {password}; then the session is gone, so the client forgets it too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, { password: string }>({
    retry: false,
    mutationFn: async ({ password }) => {
      await api.delete<void>(DELETE_ACCOUNT_PATH, { body: { password } });
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      clearClientSession();
      resetAnalyticsUser();
    },
  });
}
