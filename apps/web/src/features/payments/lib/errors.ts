import { isApiError } from '@/lib/api-client';

/** A Spanish sentence for a failed payments call: the server's own message first. */
export function paymentErrorMessage(
  error: unknown,
  fallback = 'No pudimos completar la operación. Inténtalo de nuevo en unos segundos.',
): string {
  if (isApiError(error)) {
    if (error.userMessage) return error.userMessage;
    if (error.status === 0)
      return 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.';
    if (error.status === 401) return 'Tu sesión terminó. Inicia sesión de nuevo para continuar.';
    if (error.status === 403) return 'Tu cuenta no puede hacer esta compra.';
    if (error.status === 404) return 'No encontramos lo que buscas.';
    if (error.status === 429)
      return 'Hiciste demasiados intentos seguidos. Espera unos minutos e inténtalo otra vez.';
  } else if (error instanceof TypeError) {
    return 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.';
  }
  return fallback;
}

export const errorStatus = (error: unknown): number | undefined =>
  isApiError(error) ? error.status : undefined;
