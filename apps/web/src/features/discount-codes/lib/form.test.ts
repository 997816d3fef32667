import type { DiscountCodeView } from '@traspasa/shared/payments';
import { createDiscountCodeInput, updateDiscountCodeInput } from '@traspasa/shared/payments';
import { describe, expect, it } from 'vitest';
import { codeStatus, discountText, expiryText, productText, usesText } from './display';
import {
  ALL_PRODUCTS,
  discountFormSchema,
  endOfDayIso,
  initialValues,
  readMaxUses,
  readPercent,
  toCreateInput,
  toDateInput,
  toUpdateInput,
} from './form';

const stored: DiscountCodeView = {
  id: 7,
  code: 'LANZAMIENTO25',
  discountType: 'fixed_amount',
  discountValue: 25,
  maxUses: 100,
  currentUses: 12,
  expiresAt: '2020-03-01T04:59:59.000Z',
  isActive: true,
  validForPlan: null,
  createdAt: '2019-01-01T00:00:00.000Z',
};

const issues = (schema: ReturnType<typeof discountFormSchema>, values: object) => {
  const res = schema.safeParse(values);
  return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the discount code form', () => {
  it('turns what the admin typed into the API input the contract accepts', () => {
    const input = toCreateInput({
      code: ' verano10 ',
      discountType: 'fixed_amount',
      discountValue: '1.250,5',
      maxUses: '1.000',
      expiresOn: '2099-03-31',
      validForPlan: ALL_PRODUCTS,
      isActive: true,
    });
    expect(input).toMatchObject({
      code: 'VERANO10',
      discountValue: 1250.5,
      maxUses: 1000,
      validForPlan: null,
    });
    expect(new Date(input.expiresAt!).getDate()).toBe(31);
    expect(createDiscountCodeInput.safeParse(input).success).toBe(true);
  });

  it('explains each mistake in Spanish, beside its field', () => {
    const schema = discountFormSchema(null, () => new Date('2030-01-01T12:00:00Z'));
    expect(
      issues(schema, {
        code: 'dos palabras',
        discountType: 'percentage',
        discountValue: '150',
        maxUses: '0',
        expiresOn: '2029-12-31',
        validForPlan: ALL_PRODUCTS,
        isActive: true,
      }),
    ).toEqual({
      code: 'El código solo tiene letras, números, guiones y guiones bajos.',
      discountValue: 'Un porcentaje no puede pasar de 100.',
      maxUses: 'El máximo de usos es al menos 1.',
      expiresOn: 'Esa fecha ya pasó. Elige una de hoy en adelante, o deja el código sin vencimiento.',
    });
    expect(readPercent('12,555')).toEqual({ ok: false, error: 'Solo caben dos decimales.' });
    expect(readPercent('0')).toEqual({ ok: false, error: 'El descuento tiene que ser mayor que cero.' });
    expect(readPercent('12,5 %')).toEqual({ ok: true, value: 12.5 });
    expect(readMaxUses('5', 12)).toEqual({
      ok: false,
      error: 'Ya se usó 12 veces: el máximo tiene que ser al menos 12.',
    });
  });

  it('edits without re-judging an untouched past expiry and sends only what changed', () => {
    const values = initialValues(stored);
    expect(values).toMatchObject({ discountValue: '25', maxUses: '100', validForPlan: ALL_PRODUCTS });
    const schema = discountFormSchema(stored);
    expect(issues(schema, { ...values, maxUses: '200' })).toEqual({});
    expect(issues(schema, { ...values, maxUses: '3' }).maxUses).toMatch(/al menos 12/);
    const input = toUpdateInput(
      { ...values, maxUses: '', isActive: false },
      { maxUses: true, isActive: true },
    );
    expect(input).toEqual({ maxUses: null, isActive: false });
    expect(updateDiscountCodeInput.safeParse(input).success).toBe(true);
  });

  it('keeps a day the same day in the admin’s time zone', () => {
    expect(toDateInput(endOfDayIso('2027-02-28'))).toBe('2027-02-28');
    expect(endOfDayIso('28/02/2027')).toBeNull();
  });
});

describe('how a code is shown', () => {
  it('writes amounts, uses, expiry, product and status in Spanish', () => {
    expect(discountText(stored)).toBe('$25,00');
    expect(discountText({ discountType: 'fixed_amount', discountValue: 1250.5 })).toBe('$1.250,50');
    expect(discountText({ discountType: 'percentage', discountValue: 10 })).toBe('10 %');
    expect(discountText({ discountType: 'percentage', discountValue: 12.5 })).toBe('12,5 %');
    expect(usesText(stored)).toBe('12 de 100');
    expect(usesText({ currentUses: 12, maxUses: null })).toBe('12 (sin límite)');
    expect(expiryText(null)).toBe('Sin vencimiento');
    expect(expiryText('2026-11-21T17:00:00Z')).toBe('21 de noviembre de 2026');
    const products = [{ stripeProductId: 'prod_a', name: 'Comprador Pro' }];
    expect(productText(null, products)).toBe('Todos');
    expect(productText('prod_a', products)).toBe('Comprador Pro');
    expect(productText('prod_b', products)).toBe('prod_b (ya no está a la venta)');
  });

  it('says Inactivo, Vencido or Agotado before Activo', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const live = { ...stored, expiresAt: null };
    expect(codeStatus(live, now)).toBe('active');
    expect(codeStatus({ ...live, isActive: false }, now)).toBe('inactive');
    expect(codeStatus(stored, now)).toBe('expired');
    expect(codeStatus({ ...live, currentUses: 100 }, now)).toBe('used_up');
  });
});
