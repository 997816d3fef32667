import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '@traspasa/shared/auth';
import { toast } from '@/hooks/use-toast';
import { api, isApiError } from '@/lib/api-client';
import { REGISTER_ERROR_TITLE, registerErrorMessage, registerSuccessToast } from '../lib/auth-messages';
import { type AuthAnswer, applyAuthAnswer, errorParts } from './auth-session';

export const REGISTER_PATH = '/api/auth/register';

/** POST /api/auth/register {username, email, password, fullName, role}. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation<PublicUser | null, unknown, RegisterInput>({
    mutationFn: async (input) => {
      const answer = await api.post<AuthAnswer>(REGISTER_PATH, input);
      return applyAuthAnswer(queryClient, answer, 'register');
    },
    onSuccess: (user) => toast(registerSuccessToast(user)),
    onError: (error) => {
      const { status, serverMessage, text } = errorParts(error);
      // A network failure has no server message; say so rather than the generic text.
      const conflictField = isApiError(error) ? error.body?.error.issues?.[0]?.path : undefined;
      const message =
        status === undefined && text ? text : registerErrorMessage(status, serverMessage, conflictField);
      toast({ title: REGISTER_ERROR_TITLE, description: message, variant: 'destructive' });
    },
  });
}
