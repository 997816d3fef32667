import { describe, expect, it } from 'vitest';
import { countText, plural } from './plural.ts';

describe('plural and countText', () => {
  it('agree with the count: singular for one only, plural for zero and more', () => {
    expect(countText(1, 'crédito', 'créditos')).toBe('1 crédito');
    expect(countText(3, 'crédito', 'créditos')).toBe('3 créditos');
    expect(countText(0, 'anuncio', 'anuncios')).toBe('0 anuncios');
    expect(countText(1234, 'negocio', 'negocios')).toBe('1.234 negocios');
    expect(plural(1, 'Úsalo', 'Úsalos')).toBe('Úsalo');
    expect(plural(2, 'Úsalo', 'Úsalos')).toBe('Úsalos');
    expect(plural(-1, 'día', 'días')).toBe('día');
  });
});
