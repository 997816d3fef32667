import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, type PublicUser } from '@traspasa/shared/auth';
import { api } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';
import { uploadWithProgress } from '@/lib/upload';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Client-side pre-check so people hear about a wrong file before waiting for an upload. */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Elige una imagen JPG, PNG o WebP.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return 'No pudimos subir la foto: supera los 5 MB. Elige una imagen más liviana.';
  }
  return null;
}

/** POST /api/user/avatar as multipart (field "file"), reporting upload progress. */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<PublicUser> {
  return uploadWithProgress<PublicUser>('/api/user/avatar', file, onProgress);
}

export function useUploadAvatar(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file, onProgress),
    // An upload is not idempotent enough to retry silently with a progress bar showing.
    retry: false,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<PublicUser>('/api/user/avatar'),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
