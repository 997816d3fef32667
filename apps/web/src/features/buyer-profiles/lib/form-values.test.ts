import { PRICE_RANGE_MESSAGE, profileCompleteness } from '@traspasa/shared/buyer-profiles';
import { formatMoneyInput } from '@traspasa/shared/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ProfileFormValues, splitPlaces, toFormValues, toInput } from './form-values';

const blank: ProfileFormValues = {
  presentation: '',
  experience: '',
  sectors: [],
  places: '',
  priceMin: '',
  priceMax: '',
  fundingMethods: [],
  timeline: '',
  linkedinUrl: '',
  companyName: '',
};

describe('toInput', () => {
  it('reads amounts as typed in Ecuador into cents and places into a list', () => {
    const result = toInput({
      ...blank,
      priceMin: '30.000',
      priceMax: '95.000,50',
      places: 'Quito, Cumbayá; Guayas,',
    });
    expect(result).toMatchObject({
      ok: true,
      input: { priceMinCents: 3_000_000, priceMaxCents: 9_500_050, places: ['Quito', 'Cumbayá', 'Guayas'] },
    });
  });

  it('puts the money parser’s Spanish reason on the field that has it', () => {
    const result = toInput({ ...blank, priceMin: '54500.50', priceMax: 'mucho' });
    expect(result).toEqual({
      ok: false,
      errors: {
        priceMin: 'Para los centavos usa coma, por ejemplo 54.500,50.',
        priceMax: 'Escribe el monto solo con números, por ejemplo 85.000 o 85.000,50.',
      },
    });
  });

  it('says a maximum below the minimum on the maximum, and a wrong LinkedIn on its field', () => {
    const result = toInput({
      ...blank,
      priceMin: '100.000',
      priceMax: '50.000',
      linkedinUrl: 'linkedin.com/in/ana',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.priceMax).toBe(PRICE_RANGE_MESSAGE);
    expect(result.errors.linkedinUrl).toMatch(/^Escribe la dirección de tu perfil de LinkedIn/);
  });

  it('gives back what the API stored: toInput(toFormValues(p)) is p, for any range in cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const values = toFormValues({
            presentation: null,
            experience: null,
            sectors: [],
            places: ['Quito'],
            priceMinCents: lo,
            priceMaxCents: hi,
            fundingMethods: [],
            timeline: null,
            linkedinUrl: null,
            companyName: null,
          });
          expect(values.priceMin).toBe(formatMoneyInput(lo / 100));
          const back = toInput(values);
          expect(back).toMatchObject({ ok: true, input: { priceMinCents: lo, priceMaxCents: hi } });
        },
      ),
    );
  });

  it('refuses a typed range whose minimum is above its maximum, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (max, gap) => {
          const result = toInput({
            ...blank,
            priceMin: formatMoneyInput((max + gap) / 100),
            priceMax: formatMoneyInput(max / 100),
          });
          expect(result).toEqual({ ok: false, errors: { priceMax: PRICE_RANGE_MESSAGE } });
        },
      ),
    );
  });
});

describe('splitPlaces', () => {
  it('drops empty pieces and spaces', () => {
    expect(splitPlaces(' ,Quito,, Loja ;\n')).toEqual(['Quito', 'Loja']);
  });
});

describe('profileCompleteness', () => {
  it('counts a price range with only one end as given, and a too short presentation as missing', () => {
    const c = profileCompleteness({
      presentation: 'Hola',
      experience: null,
      sectors: [],
      places: [],
      priceMinCents: null,
      priceMaxCents: 8_000_000,
      fundingMethods: [],
      timeline: null,
      linkedinUrl: null,
      companyName: null,
    });
    expect(c.missing).not.toContain('priceRange');
    expect(c.missing).toContain('presentation');
    expect(c.percent).toBe(14);
  });
});
