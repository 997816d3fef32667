import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, UpdateProfileInput } from '@traspasa/shared/auth';
import { api } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';

export function updateProfile(input: UpdateProfileInput): Promise<PublicUser> {
  return api.patch<PublicUser>('/api/user', input);
}

/** PATCH /api/user; the answer replaces the cached session user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
  });
}
