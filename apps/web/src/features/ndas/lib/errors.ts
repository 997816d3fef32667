import { isApiError } from '@/lib/api-client';

/** A Spanish sentence for any failure of the NDA calls: the server's own message first. */
export function ndaErrorMessage(error: unknown, fallback = 'Inténtalo de nuevo en unos segundos.'): string {
  if (isApiError(error)) {
    if (error.userMessage) return error.userMessage;
    if (error.status === 0)
      return 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.';
    if (error.status === 401) return 'Tu sesión terminó. Inicia sesión de nuevo para continuar.';
    if (error.status === 403) return 'No tienes permiso para hacer esto.';
    if (error.status === 404) return 'No encontramos este acuerdo.';
    if (error.status === 413) return 'Los archivos son demasiado grandes.';
    if (error.status === 429)
      return 'Hiciste demasiados intentos seguidos. Espera unos minutos e inténtalo otra vez.';
  }
  return fallback;
}
