import { describe, expect, it } from 'vitest';
import { isCanonicalAddress, shownLabel } from './landing-address';

describe('landing page address (decision 152)', () => {
  it('does not throw on a malformed escape such as /negocios/quito%', () => {
    expect(() => isCanonicalAddress('/negocios/quito%', '/negocios/quito')).not.toThrow();
    expect(isCanonicalAddress('/negocios/quito%', '/negocios/quito')).toBe(false);
    expect(isCanonicalAddress('/negocios/%E0%A4%A', '/negocios/quito')).toBe(false);
  });

  it('reads accents and escapes as the address they name', () => {
    expect(isCanonicalAddress('/negocios/quito', '/negocios/quito')).toBe(true);
    expect(isCanonicalAddress('/negocios/Tecnolog%C3%ADa', '/negocios/tecnologia')).toBe(false);
    expect(isCanonicalAddress('/negocios/san%2Djose', '/negocios/san-jose')).toBe(true);
  });

  it('says how many of how many cards are shown', () => {
    expect(shownLabel(20, '45 negocios', true)).toBe('Mostrando 20 de 45 negocios');
    expect(shownLabel(20, 'más de 1.000 negocios', true)).toBe('Mostrando 20 de más de 1.000 negocios');
    expect(shownLabel(2, '2 negocios', false)).toBe('2 negocios');
  });
});
