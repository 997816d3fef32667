import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Put the server's field issues ({path, message}) under the matching form fields.
 * Returns true when at least one issue landed on a field, so the caller can skip a
 * generic toast. Paths may come as "email", "body.email" or "body/email".
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const issue of error.issues) {
    const name = issue.path.split(/[./]/).filter(Boolean).pop();
    const field = fields.find((f) => f === name);
    if (field) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

const OFFLINE_MESSAGE = 'No hay conexión con el servidor. Revisa tu internet e intenta nuevamente.';

/** The Spanish message to show for a failed request. */
export function errorMessage(
  error: unknown,
  fallback = 'No pudimos completar la acción. Intenta nuevamente.',
): string {
  if (isApiError(error)) {
    if (error.status === 0) return OFFLINE_MESSAGE;
    return error.userMessage ?? fallback;
  }
  // fetch() rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError) return OFFLINE_MESSAGE;
  return fallback;
}
