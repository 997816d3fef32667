import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  fieldOfIssue,
  identityErrorMessage,
  issuesByField,
  photoOfMessage,
  submissionErrors,
} from './errors';

const apiError = (status: number, body?: unknown) =>
  new ApiError(status, 'x', body === undefined ? '' : JSON.stringify(body));

describe('fieldOfIssue', () => {
  it('finds the field whatever the path looks like', () => {
    expect(fieldOfIssue('documentNumber')).toBe('documentNumber');
    expect(fieldOfIssue('body.front')).toBe('front');
    expect(fieldOfIssue('files/selfie')).toBe('selfie');
    expect(fieldOfIssue('consentVersion')).toBe('consent');
    expect(fieldOfIssue('')).toBe('form');
    expect(fieldOfIssue('somethingElse')).toBe('form');
  });

  it('keeps the first message of each field', () => {
    expect(
      issuesByField([
        { path: 'back', message: 'Primero' },
        { path: 'back', message: 'Segundo' },
        { path: 'selfie', message: 'Selfie' },
      ]),
    ).toEqual({ back: 'Primero', selfie: 'Selfie' });
  });
});

describe('submissionErrors', () => {
  it('puts a 400 with issues at its fields', () => {
    const error = apiError(400, {
      error: {
        code: 'validation_error',
        message: 'Revisa los datos.',
        issues: [{ path: 'front', message: 'La foto del frente es muy pequeña.' }],
      },
    });
    expect(submissionErrors(error)).toEqual({ front: 'La foto del frente es muy pequeña.' });
  });

  it('puts everything else at the send button, the server message first', () => {
    expect(
      submissionErrors(
        apiError(409, { error: { code: 'conflict', message: 'Ya tienes una solicitud abierta.' } }),
      ),
    ).toEqual({
      form: 'Ya tienes una solicitud abierta.',
    });
    expect(submissionErrors(apiError(413)).form).toMatch(/supera los 10 MB/);
    expect(submissionErrors(apiError(429)).form).toMatch(/demasiados intentos/);
    expect(submissionErrors(apiError(0)).form).toMatch(/No hay conexión/);
    expect(submissionErrors(new TypeError('Failed to fetch')).form).toMatch(/No hay conexión/);
  });

  it('puts a refusal that names a photo at that photo', () => {
    const small = apiError(400, {
      error: {
        code: 'bad_request',
        message: 'La foto es muy pequeña: la foto del reverso del documento mide 500×400 píxeles…',
      },
    });
    expect(submissionErrors(small)).toEqual({
      back: 'La foto es muy pequeña: la foto del reverso del documento mide 500×400 píxeles…',
    });
    const heavy = apiError(413, {
      error: { code: 'payload_too_large', message: 'La selfie con tu documento supera los 10 MB.' },
    });
    expect(Object.keys(submissionErrors(heavy))).toEqual(['selfie']);
    const notImage = apiError(415, {
      error: {
        code: 'unsupported_media_type',
        message: 'No pudimos usar la foto del anverso del documento: sube una imagen JPG, PNG o WebP.',
      },
    });
    expect(Object.keys(submissionErrors(notImage))).toEqual(['front']);
    expect(photoOfMessage('Envía como máximo tres fotos: anverso, reverso y selfie.')).toBeNull();
  });

  it('never shows a status code alone', () => {
    expect(identityErrorMessage(apiError(500), 'No pudimos enviar tu solicitud.')).toBe(
      'No pudimos enviar tu solicitud.',
    );
  });
});
