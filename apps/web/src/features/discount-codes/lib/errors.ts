import { isApiError } from '@/lib/api-client';

const OFFLINE = 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.';

/** The Spanish sentence to show for a failed request: the server's own, or `fallback`. */
export function requestErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 0) return OFFLINE;
    return error.userMessage ?? fallback;
  }
  // fetch() rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError) return OFFLINE;
  return fallback;
}
