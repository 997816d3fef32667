import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { OFFLINE_MESSAGE, requestErrorMessage } from './request-error';

const answer = (status: number, message?: string) =>
  new ApiError(status, 'x', message ? JSON.stringify({ error: { code: 'x', message } }) : '');

describe('requestErrorMessage', () => {
  it("says the server's own sentence first, whatever the status", () => {
    expect(
      requestErrorMessage(answer(409, 'Ese código ya existe.'), 'Falló', { byStatus: { 409: 'Otro' } }),
    ).toBe('Ese código ya existe.');
  });

  it('says there is no connection when no answer came, or the one the screen words its own way', () => {
    expect(requestErrorMessage(answer(0), 'Falló')).toBe(OFFLINE_MESSAGE);
    expect(requestErrorMessage(new TypeError('Failed to fetch'), 'Falló')).toBe(OFFLINE_MESSAGE);
    expect(requestErrorMessage(answer(0), 'Falló', { offline: 'Sin conexión.' })).toBe('Sin conexión.');
  });

  it("says the feature's sentence for a status without a message, else the fallback", () => {
    const texts = { byStatus: { 404: 'No encontramos este acuerdo.' } };
    expect(requestErrorMessage(answer(404), 'Falló', texts)).toBe('No encontramos este acuerdo.');
    expect(requestErrorMessage(answer(500), 'Falló', texts)).toBe('Falló');
    expect(requestErrorMessage(new Error('boom'), 'Falló', texts)).toBe('Falló');
  });

  it("gives fetch's own failure the fallback where the screen asks for it", () => {
    expect(
      requestErrorMessage(new TypeError('Failed to fetch'), 'Falló', { fetchFailureIsOffline: false }),
    ).toBe('Falló');
    expect(requestErrorMessage(answer(0), 'Falló', { fetchFailureIsOffline: false })).toBe(OFFLINE_MESSAGE);
  });
});
