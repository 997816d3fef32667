import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, type PublicUser } from '@traspasa/shared/auth';
import { USER_QUERY_KEY } from '@/features/auth/api/get-user';
import { ApiError, api } from '@/lib/api-client';
import { sessionHeaders } from '@/lib/session-token';

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

/**
 * POST /api/user/avatar as multipart (field "file"). XMLHttpRequest rather than
 * fetch because only XHR reports upload progress.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<PublicUser> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/user/avatar');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as PublicUser);
        } catch {
          reject(new ApiError(xhr.status, xhr.statusText, 'Respuesta inesperada del servidor'));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network Error', ''));
    xhr.onabort = () => reject(new ApiError(0, 'Aborted', ''));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
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
