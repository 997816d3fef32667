import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { emptyFeedback, serverErrors, toFeedbackInput, validateFeedback } from './form';

const filled = {
  ...emptyFeedback,
  category: 'problema' as const,
  message: 'El buscador no filtra por ciudad.',
};

describe('validateFeedback', () => {
  it('asks a signed-out person for category, message, name and email, in Spanish', () => {
    expect(validateFeedback(emptyFeedback, false)).toEqual({
      category: 'Elige de qué trata tu comentario.',
      message: 'Escribe tu comentario.',
      name: 'Escribe tu nombre para que sepamos a quién responder.',
      email: 'Escribe tu correo: ahí te llegará nuestra respuesta.',
    });
  });

  it('does not ask a signed-in person for name or email', () => {
    expect(validateFeedback(filled, true)).toEqual({});
  });

  it('checks the length of the message and the email', () => {
    expect(validateFeedback({ ...filled, message: 'Hola' }, true).message).toMatch(/al menos 10/);
    expect(validateFeedback({ ...filled, message: 'x'.repeat(2001) }, true).message).toMatch(/hasta 2000/);
    expect(validateFeedback({ ...filled, name: 'Ana', email: 'ana@' }, false).email).toMatch(
      /correo electrónico válido/,
    );
    expect(validateFeedback({ ...filled, name: 'Ana', email: 'ana@ejemplo.com' }, false)).toEqual({});
  });
});

describe('toFeedbackInput', () => {
  it('sends name and email only when signed out, and the honeypot only when filled', () => {
    const values = { ...filled, name: ' Ana ', email: ' ana@ejemplo.com ' };
    expect(toFeedbackInput(values, true, '/faq')).toEqual({
      category: 'problema',
      message: 'El buscador no filtra por ciudad.',
      pageUrl: '/faq',
    });
    expect(toFeedbackInput(values, false, '/faq')).toMatchObject({ name: 'Ana', email: 'ana@ejemplo.com' });
    expect(toFeedbackInput({ ...values, website: 'x' }, false, '/')).toHaveProperty('website', 'x');
  });
});

describe('serverErrors', () => {
  it('puts each refusal at its field', () => {
    const error = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({
        error: {
          code: 'validation_error',
          message: 'Revisa los datos enviados.',
          issues: [{ path: 'email', message: 'Escribe tu correo: ahí te llegará nuestra respuesta.' }],
        },
      }),
    );
    expect(serverErrors(error)).toEqual({
      fields: { email: 'Escribe tu correo: ahí te llegará nuestra respuesta.' },
      form: null,
    });
  });

  it('shows a rate limit or an outage above the buttons', () => {
    const limited = new ApiError(
      429,
      'Too Many Requests',
      JSON.stringify({
        error: { code: 'too_many_requests', message: 'Espera un momento antes de enviar otro.' },
      }),
    );
    expect(serverErrors(limited)).toEqual({ fields: {}, form: 'Espera un momento antes de enviar otro.' });
    expect(serverErrors(new TypeError('fetch failed')).form).toMatch(/No hay conexión/);
  });
});
