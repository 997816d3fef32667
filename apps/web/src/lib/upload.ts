import { ApiError } from './api-client';
import { sessionHeaders } from './session-token';

/**
 * Multipart upload with progress. XMLHttpRequest rather than fetch because only XHR
 * reports upload progress. `uploadWithProgress` sends one file as field "file"
 * (avatars, listing photos and documents); `uploadFormWithProgress` sends a whole
 * form (the NDA's signed copy and ID front/back go in one request).
 */
export function uploadFormWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError(xhr.status, xhr.statusText, 'Respuesta inesperada del servidor'));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network Error', ''));
    xhr.onabort = () => reject(new ApiError(0, 'Aborted', ''));
    xhr.send(form);
  });
}

export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return uploadFormWithProgress<T>(path, form, onProgress);
}
