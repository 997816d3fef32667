// Server refusals of an identity request turned into Spanish, at the field they concern.
import type { ApiErrorIssue } from '@traspasa/shared/errors';
import { IDENTITY_IMAGE_MAX_BYTES } from '@traspasa/shared/identity';
import { isApiError } from '@/lib/api-client';
import { requestErrorMessage } from '@/lib/request-error';
import { formatMegabytes } from './image-checks';
import type { WizardField } from './wizard';

const knownFields: Record<string, WizardField> = {
  consent: 'consent',
  consentVersion: 'consent',
  documentType: 'documentType',
  documentNumber: 'documentNumber',
  documentCountry: 'documentCountry',
  front: 'front',
  back: 'back',
  selfie: 'selfie',
};

/** The wizard field an issue path names ("documentNumber", "body.front", "files/selfie"…), else "form". */
export function fieldOfIssue(path: string): WizardField {
  const last =
    path
      .split(/[./[\]]/)
      .filter(Boolean)
      .pop() ?? '';
  return knownFields[last] ?? 'form';
}

/** Issues by field, the first message of each field kept. */
export function issuesByField(issues: ApiErrorIssue[]): Partial<Record<WizardField, string>> {
  const errors: Partial<Record<WizardField, string>> = {};
  for (const issue of issues) {
    const field = fieldOfIssue(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A Spanish sentence for a failed identity call: the server's own message first. */
export function identityErrorMessage(
  error: unknown,
  fallback = 'No pudimos completar la operación. Inténtalo de nuevo en unos segundos.',
): string {
  return requestErrorMessage(error, fallback, {
    byStatus: {
      401: 'Tu sesión terminó. Inicia sesión de nuevo para continuar.',
      404: 'No encontramos esa solicitud.',
      409: 'Ya tienes una solicitud en revisión. Espera su resultado antes de enviar otra.',
      413: `No pudimos subir las fotos: alguna supera los ${formatMegabytes(IDENTITY_IMAGE_MAX_BYTES)}. Elige imágenes más livianas.`,
      429: 'Hiciste demasiados intentos seguidos. Espera unos minutos e inténtalo otra vez.',
    },
  });
}

// The server names the photo it refused in the sentence itself ("…la foto del reverso del
// documento…") when the refusal comes from reading the image rather than from the form's
// fields (apps/server/src/modules/identity/identity-images.ts).
const photoWords: Array<[RegExp, WizardField]> = [
  [/\banverso\b/i, 'front'],
  [/\breverso\b/i, 'back'],
  [/\bselfie\b/i, 'selfie'],
];

/** The photo a refusal without a field names in its sentence, if exactly one. */
export function photoOfMessage(message: string): WizardField | null {
  const named = photoWords.filter(([pattern]) => pattern.test(message)).map(([, field]) => field);
  return named.length === 1 ? named[0]! : null;
}

/**
 * Where a refused submission's messages go: field issues at their fields, a photo's refusal
 * (unreadable, too small, too heavy, not an image) at that photo, everything else (409,
 * 429, network) as one message at the send button.
 */
export function submissionErrors(error: unknown): Partial<Record<WizardField, string>> {
  if (isApiError(error) && error.status === 400 && error.issues.length > 0) {
    return issuesByField(error.issues);
  }
  const message = identityErrorMessage(error, 'No pudimos enviar tu solicitud. Inténtalo de nuevo.');
  if (isApiError(error) && [400, 413, 415].includes(error.status) && error.userMessage) {
    const field = photoOfMessage(error.userMessage);
    if (field) return { [field]: message };
  }
  return { form: message };
}
