import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '@traspasa/shared/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password → 202 whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api.post<{ message: string }>('/api/auth/forgot-password', input),
    retry: false,
  });
}

/** POST /api/auth/reset-password → 200, or 400 for an invalid, used or expired token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post<{ message: string }>('/api/auth/reset-password', input),
    retry: false,
  });
}
