import type { OfferTerms } from '@traspasa/shared/offers';
import { describe, expect, it } from 'vitest';
import { readOffer, serverFieldErrors, stepOf, toFormValues } from './form-values';

const terms: OfferTerms = {
  priceCents: 12_000_050,
  payment: {
    atClosingCents: 6_000_050,
    instalments: [{ amountCents: 2_000_000, dueInMonths: 6 }],
    sellerFinancing: { amountCents: 4_000_000, months: 24, annualRatePercent: 8.25 },
  },
  inventory: { treatment: 'at_cost', amountCents: 1_500_000 },
  equipmentIncluded: true,
  brandIncluded: true,
  leaseAssignment: false,
  trainingDays: 30,
  dueDiligenceDays: 30,
  exclusivityDays: 60,
  conditions: ['Crédito bancario aprobado'],
  closingDate: '2027-02-01',
  validUntil: '2026-12-16',
};

describe('offer form values', () => {
  it('go to es-EC text and back to the same terms in cents', () => {
    const values = toFormValues(terms);
    expect(values.price).toBe('120.000,50');
    expect(values.financing.rate).toBe('8,25');
    const read = readOffer(values);
    expect(read.errors).toEqual({});
    expect(read.terms).toEqual(terms);
  });

  it('pays at closing whatever the instalments and the financing leave of the price', () => {
    const values = { ...toFormValues(terms), price: '132.000' };
    const { terms: next, errors } = readOffer(values);
    expect(errors).toEqual({});
    expect(next.payment.atClosingCents).toBe(13_200_000 - 2_000_000 - 4_000_000);
  });

  it('says under the payment at closing when the parts exceed the price, and nothing twice', () => {
    const { errors } = readOffer({ ...toFormValues(terms), price: '50.000' });
    expect(errors.atClosing).toMatch(/suman más que el precio/);
    expect(errors.payment).toBeUndefined();
    expect(stepOf('atClosing')).toBe(0);
  });

  it('refuses US-style amounts with the way to write them, under the field', () => {
    const { errors } = readOffer({ ...toFormValues(terms), price: '120000.50' });
    expect(errors.price).toBe('Para los centavos usa coma, por ejemplo 54.500,50.');
  });

  it('puts the contract’s own checks under their fields (validity after the closing)', () => {
    const { errors } = readOffer({ ...toFormValues(terms), validUntil: '2027-03-01' });
    expect(errors.validUntil).toMatch(/antes de la fecha de cierre/);
    expect(stepOf('validUntil')).toBe(2);
  });

  it('maps the server’s issues, with or without «terms.», to the form’s fields', () => {
    expect(
      serverFieldErrors([
        { path: 'terms.payment.instalments.0.dueInMonths', message: 'A' },
        { path: 'terms/validUntil', message: 'B' },
        { path: 'priceCents', message: 'C' },
        { path: 'businessId', message: 'D' },
      ]),
    ).toEqual({ 'instalments.0.months': 'A', validUntil: 'B', price: 'C' });
  });
});
