import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { requestErrorMessage } from '@/lib/request-error';

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

/** The account screens' own wording of «no connection». */
const OFFLINE_MESSAGE = 'No hay conexión con el servidor. Revisa tu internet e intenta nuevamente.';

/** The Spanish message to show for a failed request of the account screens. */
export function errorMessage(
  error: unknown,
  fallback = 'No pudimos completar la acción. Intenta nuevamente.',
): string {
  return requestErrorMessage(error, fallback, { offline: OFFLINE_MESSAGE });
}
