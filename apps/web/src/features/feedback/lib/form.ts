// The feedback form's values and checks: the same limits as the server, and
// name and email only when the person is signed out.
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  type FeedbackCategory,
  type FeedbackInput,
  feedbackCategories,
} from '@traspasa/shared/feedback';
import { isApiError } from '@/lib/api-client';

export type FeedbackFormValues = {
  category: FeedbackCategory | '';
  message: string;
  name: string;
  email: string;
  /** The honeypot: hidden from people, so it stays empty unless a bot fills it. */
  website: string;
};

export type FeedbackField = 'category' | 'message' | 'name' | 'email';
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export const emptyFeedback: FeedbackFormValues = {
  category: '',
  message: '',
  name: '',
  email: '',
  website: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateFeedback(values: FeedbackFormValues, signedIn: boolean): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!values.category || !(feedbackCategories as readonly string[]).includes(values.category)) {
    errors.category = 'Elige de qué trata tu comentario.';
  }
  const message = values.message.trim();
  if (message.length < FEEDBACK_MESSAGE_MIN) {
    errors.message =
      message.length === 0
        ? 'Escribe tu comentario.'
        : `Escribe al menos ${FEEDBACK_MESSAGE_MIN} caracteres para que podamos entenderte.`;
  } else if (message.length > FEEDBACK_MESSAGE_MAX) {
    errors.message = `Tu mensaje puede tener hasta ${FEEDBACK_MESSAGE_MAX} caracteres.`;
  }
  if (!signedIn) {
    if (!values.name.trim()) errors.name = 'Escribe tu nombre para que sepamos a quién responder.';
    const email = values.email.trim();
    if (!email) errors.email = 'Escribe tu correo: ahí te llegará nuestra respuesta.';
    else if (!EMAIL.test(email))
      errors.email = 'Escribe un correo electrónico válido, por ejemplo ana@ejemplo.com.';
  }
  return errors;
}

export function toFeedbackInput(
  values: FeedbackFormValues,
  signedIn: boolean,
  pageUrl: string,
): FeedbackInput {
  return {
    category: values.category as FeedbackCategory,
    message: values.message.trim(),
    ...(signedIn ? {} : { name: values.name.trim(), email: values.email.trim() }),
    pageUrl,
    ...(values.website ? { website: values.website } : {}),
  };
}

/** The server's refusals, each at its field; what belongs to no field goes in `form`. */
export function serverErrors(error: unknown): { fields: FeedbackErrors; form: string | null } {
  if (!isApiError(error)) {
    return { fields: {}, form: 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.' };
  }
  if (error.status === 0) {
    return { fields: {}, form: 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.' };
  }
  const fields: FeedbackErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.split('.').pop() as FeedbackField;
    if (['category', 'message', 'name', 'email'].includes(name) && !fields[name])
      fields[name] = issue.message;
  }
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return {
    fields,
    form: error.userMessage ?? 'No pudimos enviar tu comentario. Inténtalo de nuevo en unos minutos.',
  };
}
