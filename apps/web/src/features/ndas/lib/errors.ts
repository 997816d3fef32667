import { requestErrorMessage } from '@/lib/request-error';

const ndaStatusTexts = {
  401: 'Tu sesión terminó. Inicia sesión de nuevo para continuar.',
  403: 'No tienes permiso para hacer esto.',
  404: 'No encontramos este acuerdo.',
  413: 'Los archivos son demasiado grandes.',
  429: 'Hiciste demasiados intentos seguidos. Espera unos minutos e inténtalo otra vez.',
};

/** A Spanish sentence for any failure of the NDA calls: the server's own message first. */
export function ndaErrorMessage(error: unknown, fallback = 'Inténtalo de nuevo en unos segundos.'): string {
  return requestErrorMessage(error, fallback, { byStatus: ndaStatusTexts, fetchFailureIsOffline: false });
}
