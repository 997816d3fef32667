import { ApiError } from '@/lib/api-client';

/**
 * A Spanish sentence for a failed listing request (the listing form, its photos and documents,
 * the seller's and the moderators' actions). Zod-free, so a page that only shows such a message
 * (the listing's actions) does not load the listing form's code and zod with it (decision 146).
 */
export function listingErrorMessage(
  error: unknown,
  fallback = 'Revisa tu conexión e inténtalo de nuevo.',
): string {
  if (error instanceof ApiError) {
    if (error.userMessage) return error.userMessage;
    if (error.status === 0)
      return 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.';
    if (error.status === 404)
      return 'Esta función todavía no está disponible en el servidor. Inténtalo más tarde.';
    if (error.status === 413) return 'El archivo es demasiado grande.';
    if (error.status === 403) return 'No tienes permiso para cambiar este anuncio.';
  }
  return fallback;
}
