import { requestErrorMessage } from '@/lib/request-error';

/** The Spanish sentence for a failed access request or answer: the server's own first. */
export function accessErrorMessage(
  error: unknown,
  fallback = 'No pudimos completar la acción. Inténtalo de nuevo en unos segundos.',
): string {
  return requestErrorMessage(error, fallback, {
    byStatus: {
      403: 'No tienes permiso para esta acción.',
      404: 'Esta solicitud ya no existe o no es de tus anuncios.',
      409: 'La solicitud cambió mientras tanto. Recarga la página para ver su estado.',
    },
  });
}
