import { isApiError } from '@/lib/api-client';

export const OFFLINE_MESSAGE = 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.';

export type RequestErrorTexts = {
  /** A feature's sentences for statuses the server answered without a message of its own. */
  byStatus?: Readonly<Partial<Record<number, string>>>;
  /** Said when the request never reached the server (status 0, or fetch's TypeError). */
  offline?: string;
  /** false: fetch's own failure (a TypeError, no answer at all) gets the fallback, not `offline`. */
  fetchFailureIsOffline?: boolean;
};

/**
 * The Spanish sentence to show for a failed request: the server's own message first, then
 * «no connection» when no answer came, then the feature's sentence for the status, else
 * `fallback`. Every screen's error text goes through here; a feature keeps only its sentences.
 */
export function requestErrorMessage(error: unknown, fallback: string, texts: RequestErrorTexts = {}): string {
  const offline = texts.offline ?? OFFLINE_MESSAGE;
  if (isApiError(error)) {
    if (error.userMessage) return error.userMessage;
    if (error.status === 0) return offline;
    return texts.byStatus?.[error.status] ?? fallback;
  }
  if (error instanceof TypeError && texts.fetchFailureIsOffline !== false) return offline;
  return fallback;
}
