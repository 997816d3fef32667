import { describe, expect, it } from 'vitest';
import { rangeFromSearch } from './range';

const today = '2025-06-15';
const parse = (q: string) => rangeFromSearch(new URLSearchParams(q), today);

describe('the range in the address', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(parse('')).toEqual({ from: '2025-05-17', to: '2025-06-15', error: null });
  });

  it('keeps a valid range as it is', () => {
    expect(parse('from=2025-01-01&to=2025-03-31')).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
      error: null,
    });
  });

  it('falls back with a Spanish reason for days that do not exist, reversed, future or too long ranges', () => {
    expect(parse('from=2025-02-30&to=2025-03-01').error).toMatch(/no son válidas/);
    expect(parse('from=2025-03-10&to=2025-03-01').error).toBe(
      'La fecha de inicio debe ser anterior o igual a la final.',
    );
    expect(parse('from=2025-06-01&to=2025-06-16').error).toBe('La fecha final no puede ser posterior a hoy.');
    expect(parse('from=2024-01-01&to=2025-06-01').error).toBe('El rango puede abarcar como máximo 366 días.');
    expect(parse('from=2024-01-01&to=2025-06-01').from).toBe('2025-05-17');
  });
});
