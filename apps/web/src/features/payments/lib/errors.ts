import { isApiError } from '@/lib/api-client';
import { requestErrorMessage } from '@/lib/request-error';

const paymentStatusTexts = {
  401: 'Tu sesión terminó. Inicia sesión de nuevo para continuar.',
  403: 'Tu cuenta no puede hacer esta compra.',
  404: 'No encontramos lo que buscas.',
  429: 'Hiciste demasiados intentos seguidos. Espera unos minutos e inténtalo otra vez.',
};

/** A Spanish sentence for a failed payments call: the server's own message first. */
export function paymentErrorMessage(
  error: unknown,
  fallback = 'No pudimos completar la operación. Inténtalo de nuevo en unos segundos.',
): string {
  return requestErrorMessage(error, fallback, { byStatus: paymentStatusTexts });
}

export const errorStatus = (error: unknown): number | undefined =>
  isApiError(error) ? error.status : undefined;
