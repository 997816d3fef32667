import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepSchemas, toPayload } from './payload';
import { initialSaveState, saveReducer, saveStatus } from './save-state';
import { changedFields, clampStep, emptyValues, missingFields, STEPS, valuesFromBusiness } from './values';

describe('money in the listing form (decision 081)', () => {
  const cents = fc.integer({ min: 0, max: 1e11 * 100 });

  it('saves exactly what it shows: a stored amount reloaded and saved again is unchanged', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.integer({ min: -1e11 * 100, max: 1e11 * 100 }),
        (price, revenue, profit) => {
          // As the API returns them (numeric(14,2) → "54500.50").
          const stored = {
            askingPrice: (price / 100).toFixed(2),
            annualRevenue: (revenue / 100).toFixed(2),
            annualProfit: (profit / 100).toFixed(2),
          };
          const { payload, errors } = toPayload(
            valuesFromBusiness({ title: 'Panadería en Quito', ...stored }),
          );
          expect(errors).toEqual({});
          expect(payload).toMatchObject({
            askingPrice: price / 100,
            annualRevenue: revenue / 100,
            annualProfit: profit / 100,
          });
        },
      ),
    );
  });

  it('reads what a seller in Ecuador types, and never saves a value off by a factor', () => {
    const typed = (annualProfit: string) =>
      toPayload({ ...emptyValues, title: 'Tienda de barrio', annualProfit });
    expect(typed('54.500,50').payload.annualProfit).toBe(54500.5);
    expect(typed('54500,75').payload.annualProfit).toBe(54500.75);
    expect(typed('54500').payload.annualProfit).toBe(54500);
    expect(valuesFromBusiness({ annualProfit: '54500.50' }).annualProfit).toBe('54.500,50');
    for (const ambiguous of ['54500.50', '1,254,500', '54.500,505']) {
      const { payload, errors } = typed(ambiguous);
      expect(errors.annualProfit, ambiguous).toBeTruthy();
      expect('annualProfit' in payload).toBe(false);
    }
    expect(
      toPayload({ ...emptyValues, title: 'Tienda de barrio', askingPrice: '-5' }).errors.askingPrice,
    ).toBe('El monto no puede ser negativo.');
  });
});

describe('payload', () => {
  it('sends numbers and nulls', () => {
    const { payload, errors } = toPayload({
      ...emptyValues,
      title: ' Panadería en Quito ',
      askingPrice: '85.000',
      annualProfit: '-500',
      yearsOperation: '12',
    });
    expect(errors).toEqual({});
    expect(payload).toMatchObject({
      title: 'Panadería en Quito',
      askingPrice: 85000,
      annualProfit: -500,
      annualRevenue: null,
      yearsOperation: 12,
      employeeCount: null,
      category: null,
      description: null,
    });
  });
  it('reports bad numbers instead of sending them', () => {
    const { payload, errors } = toPayload({
      ...emptyValues,
      title: 'Tienda',
      askingPrice: 'mucho',
      employeeCount: '2.5x',
    });
    expect(errors.askingPrice).toBeTruthy();
    expect(errors.employeeCount).toBeTruthy();
    expect('askingPrice' in payload).toBe(false);
  });
  it('diffs against the saved version', () => {
    expect(
      changedFields(
        { title: 'a', askingPrice: 1, category: null },
        { title: 'a', askingPrice: 2, category: null },
      ),
    ).toEqual({
      askingPrice: 1,
    });
  });
  it('round-trips a business', () => {
    const v = valuesFromBusiness({
      title: 'Tienda X',
      askingPrice: '85000.00',
      yearsOperation: 3,
      category: 'retail',
    });
    expect(v.askingPrice).toBe('85.000');
    expect(toPayload(v).payload).toMatchObject({ askingPrice: 85000, yearsOperation: 3, category: 'retail' });
  });
});

describe('verified buyers only (decision 100)', () => {
  it('loads the listing setting and sends only a change of it', () => {
    const stored = { title: 'Ferretería en Cuenca', requireVerifiedBuyer: true };
    const values = valuesFromBusiness(stored);
    expect(values.requireVerifiedBuyer).toBe(true);
    expect(valuesFromBusiness({ title: 'Ferretería en Cuenca' }).requireVerifiedBuyer).toBe(false);
    const saved = toPayload(values).payload;
    expect(saved.requireVerifiedBuyer).toBe(true);
    expect(changedFields(toPayload(values).payload, saved)).toEqual({});
    expect(changedFields(toPayload({ ...values, requireVerifiedBuyer: false }).payload, saved)).toEqual({
      requireVerifiedBuyer: false,
    });
  });
});

describe('back-up offers while reserved (decision 171)', () => {
  it('loads the listing setting, off by default, and sends only a change of it', () => {
    const values = valuesFromBusiness({ title: 'Ferretería en Cuenca', acceptBackupOffers: true });
    expect(values.acceptBackupOffers).toBe(true);
    expect(valuesFromBusiness({ title: 'Ferretería en Cuenca' }).acceptBackupOffers).toBe(false);
    const saved = toPayload(values).payload;
    expect(saved.acceptBackupOffers).toBe(true);
    expect(changedFields(toPayload(values).payload, saved)).toEqual({});
    expect(changedFields(toPayload({ ...values, acceptBackupOffers: false }).payload, saved)).toEqual({
      acceptBackupOffers: false,
    });
  });
});

describe('missing fields checklist', () => {
  it('lists what the submit needs, with the step', () => {
    const missing = missingFields({ ...emptyValues, country: '' }, 0);
    expect(missing.map((m) => m.field)).toEqual([
      'title',
      'category',
      'country',
      'location',
      'askingPrice',
      'description',
      'images',
    ]);
    expect(missing.find((m) => m.field === 'images')?.step).toBe(4);
  });
  it('is empty for a complete listing', () => {
    expect(
      missingFields(
        {
          ...emptyValues,
          title: 'Panadería en Quito',
          category: 'restaurant',
          location: 'Quito',
          askingPrice: '85.000',
          description: 'Una panadería',
        },
        1,
      ),
    ).toEqual([]);
  });
  it('clamps steps', () => {
    expect(clampStep('3')).toBe(3);
    expect(clampStep('9')).toBe(1);
    expect(clampStep(null)).toBe(1);
  });
});

describe('save state', () => {
  it('goes pending → saving → saved, and stays pending when edited during a save', () => {
    let s = saveReducer(initialSaveState, { type: 'edit' });
    expect(saveStatus(s)).toBe('pending');
    s = saveReducer(s, { type: 'start' });
    expect(saveStatus(s)).toBe('saving');
    const sent = s.version;
    s = saveReducer(s, { type: 'edit' });
    s = saveReducer(s, { type: 'success', version: sent });
    expect(saveStatus(s)).toBe('pending');
    s = saveReducer(s, { type: 'start' });
    s = saveReducer(s, { type: 'success', version: s.version });
    expect(saveStatus(s)).toBe('saved');
  });
  it('shows errors until the next save starts', () => {
    let s = saveReducer(initialSaveState, { type: 'edit' });
    s = saveReducer(s, { type: 'start' });
    s = saveReducer(s, { type: 'failure', message: 'x' });
    expect(saveStatus(s)).toBe('error');
    s = saveReducer(s, { type: 'start' });
    expect(saveStatus(s)).toBe('saving');
    s = saveReducer(s, { type: 'failure', message: 'x' });
    s = saveReducer(s, { type: 'edit' });
    expect(saveStatus(s)).toBe('pending');
  });
});

describe('one schema per step', () => {
  it('reads exactly the fields its step shows, and every field of the form in one step', () => {
    for (const step of STEPS) {
      const schema = stepSchemas[step.id];
      expect(schema ? Object.keys(schema(emptyValues).shape).sort() : []).toEqual([...step.fields].sort());
    }
    const all = STEPS.flatMap((s) => [...s.fields]);
    expect(all.sort()).toEqual(Object.keys(emptyValues).sort());
  });

  it('sends an answer that depends on another only once that one is answered yes', () => {
    const leased = { ...emptyValues, premises: 'leased' as const, monthlyRent: '1.350' };
    expect(toPayload(leased).payload.monthlyRent).toBe(1350);
    expect(toPayload({ ...leased, premises: 'owned' }).payload.monthlyRent).toBeNull();
    // A schema built for one answer is never reused for another.
    expect(toPayload({ ...leased, monthlyRent: 'abc' }).errors.monthlyRent).toBeTruthy();
    expect(
      toPayload({ ...leased, premises: 'owned', monthlyRent: 'abc' }).errors.monthlyRent,
    ).toBeUndefined();
  });
});
