import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@traspasa/shared/auth';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import {
  LOGIN_ERROR_TITLE,
  loginErrorMessage,
  loginSuccessToast,
  missingCredentialsToast,
} from '../lib/auth-messages';
import { type AuthAnswer, applyAuthAnswer, errorParts } from './auth-session';

export type LoginCredentials = { email: string; password: string };
export type CombinedLoginCredentials = { username: string; password: string };

export const LOGIN_PATH = '/api/auth/login';

/** The Spanish sentence for a failed sign-in: in the toast and, on the form, beside the button. */
export function loginErrorText(error: unknown): string {
  const { status, serverMessage, text } = errorParts(error);
  return loginErrorMessage(status, serverMessage, text);
}

function showLoginError(error: unknown): void {
  toast({ title: LOGIN_ERROR_TITLE, description: loginErrorText(error), variant: 'destructive' });
}

/** POST /api/auth/login {email, password}; stores the token and the user, greets them. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<PublicUser | null, unknown, LoginCredentials>({
    mutationFn: async ({ email, password }) => {
      const answer = await api.post<AuthAnswer>(LOGIN_PATH, { email: email.trim(), password });
      return applyAuthAnswer(queryClient, answer, 'login');
    },
    onSuccess: (user) => toast(loginSuccessToast(user)),
    onError: showLoginError,
  });
}

class MissingCredentialsError extends Error {
  override readonly name = 'MissingCredentialsError';
}

/**
 * The combined-auth wrapper's sign-in (decision 011): sends {username, password},
 * where username may also be an email. Empty fields → 'Credenciales requeridas'.
 */
export function useCombinedLogin() {
  const queryClient = useQueryClient();
  return useMutation<PublicUser | null, unknown, CombinedLoginCredentials>({
    mutationFn: async ({ username, password }) => {
      if (!username?.trim() || !password) throw new MissingCredentialsError();
      const answer = await api.post<AuthAnswer>(LOGIN_PATH, { username: username.trim(), password });
      return applyAuthAnswer(queryClient, answer, 'login');
    },
    onSuccess: (user) => toast(loginSuccessToast(user)),
    onError: (error) => {
      if (error instanceof MissingCredentialsError)
        toast({ ...missingCredentialsToast, variant: 'destructive' });
      else showLoginError(error);
    },
  });
}
