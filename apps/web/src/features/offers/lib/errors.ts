import { requestErrorMessage } from '@/lib/request-error';

const offerStatusTexts = {
  401: 'Tu sesión terminó. Inicia sesión de nuevo para continuar.',
  403: 'No tienes permiso para hacer esto.',
  404: 'No encontramos esta negociación o ya no tienes acceso a ella.',
  409: 'La negociación cambió mientras la mirabas. Recarga la página para ver cómo está.',
  429: 'Hiciste demasiados intentos seguidos. Espera unos minutos e inténtalo otra vez.',
};

/** A Spanish sentence for any failure of the offers calls: the server's own message first. */
export function offerErrorMessage(error: unknown, fallback = 'Inténtalo de nuevo en unos segundos.'): string {
  return requestErrorMessage(error, fallback, { byStatus: offerStatusTexts });
}
