import { describe, expect, it } from 'vitest';
import { imageIdFromUrl, moveItem, thumbUrl } from './reorder';
import { initialSaveState, saveReducer, saveStatus } from './save-state';
import {
  changedFields,
  clampStep,
  emptyValues,
  formatMoneyInput,
  missingFields,
  parseMoney,
  toPayload,
  valuesFromBusiness,
} from './values';

describe('money', () => {
  it('parses es-EC amounts', () => {
    expect(parseMoney('85.000')).toBe(85000);
    expect(parseMoney('$ 85.000,50')).toBe(85000.5);
    expect(parseMoney('85000')).toBe(85000);
    expect(parseMoney('-1.200')).toBe(-1200);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNaN();
  });
  it('formats on blur', () => {
    expect(formatMoneyInput('85000')).toBe('85.000');
    expect(formatMoneyInput('x')).toBe('x');
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

describe('reorder', () => {
  it('moves items', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
  it('extracts image ids', () => {
    expect(imageIdFromUrl('/uploads/businesses/7/0f8e-12ab-gallery.webp')).toBe('0f8e-12ab');
    expect(thumbUrl('/u/x-gallery.webp')).toBe('/u/x-card.webp');
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
