import { describe, expect, it } from 'vitest';
import {
  cardMessages,
  checkExpiry,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
  sandboxTestCards,
  validateCard,
} from './card';

describe('formatCardNumber', () => {
  it('groups the digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
  });
  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replaceAll(' ', '')).toHaveLength(19);
  });
});

describe('passesLuhn', () => {
  it('accepts every sandbox test card', () => {
    for (const card of sandboxTestCards) expect(passesLuhn(card.number)).toBe(true);
  });
  it('refuses a number with one digit changed, and an empty one', () => {
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('4000 0000 0000 0003')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('formatExpiry', () => {
  it('adds the slash once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
  });
  it('pads a first digit that can only be a month', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('428')).toBe('04/28');
  });
});

describe('checkExpiry', () => {
  const now = new Date(2026, 5, 15); // 15 June 2026, local time
  it('accepts this month and later ones', () => {
    expect(checkExpiry('06/26', now)).toEqual({ ok: true, month: 6, year: 2026 });
    expect(checkExpiry('01/27', now).ok).toBe(true);
  });
  it('refuses a past month or year', () => {
    expect(checkExpiry('05/26', now)).toEqual({ ok: false, error: cardMessages.expiryPast });
    expect(checkExpiry('12/25', now)).toEqual({ ok: false, error: cardMessages.expiryPast });
  });
  it('explains a wrong month or format', () => {
    expect(checkExpiry('13/28', now)).toEqual({ ok: false, error: cardMessages.expiryMonth });
    expect(checkExpiry('00/28', now)).toEqual({ ok: false, error: cardMessages.expiryMonth });
    expect(checkExpiry('1/28', now)).toEqual({ ok: false, error: cardMessages.expiryFormat });
    expect(checkExpiry('', now)).toEqual({ ok: false, error: cardMessages.expiryEmpty });
  });
});

describe('validateCard', () => {
  const now = new Date(2026, 5, 15);
  it('passes a complete test card', () => {
    expect(
      validateCard(
        { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Pérez' },
        now,
      ),
    ).toEqual({});
  });
  it('names every field that is wrong', () => {
    expect(validateCard({ cardNumber: '4242 4242', expiry: '01/20', cvc: '12', name: ' ' }, now)).toEqual({
      cardNumber: cardMessages.numberInvalid,
      expiry: cardMessages.expiryPast,
      cvc: cardMessages.cvc,
      name: cardMessages.name,
    });
    expect(validateCard({ cardNumber: '', expiry: '12/30', cvc: '1234', name: 'Ana' }, now)).toEqual({
      cardNumber: cardMessages.numberEmpty,
    });
  });
});
