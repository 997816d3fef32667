import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@traspasa/shared/auth';
import { api } from '@/lib/api-client';

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/change-password', input);
}

/** POST /api/auth/change-password; the server keeps this session and closes the others. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, retry: false });
}
