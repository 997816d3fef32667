import { describe, expect, it } from 'vitest';
import { businessDays, countryName, eventDetail, eventLabel, formatAge, rejectionReasonText } from './labels';

describe('labels', () => {
  it('names countries in Spanish', () => {
    expect(countryName('EC')).toBe('Ecuador');
    expect(countryName('pe')).toBe('Perú');
    expect(countryName(null)).toBe('—');
  });

  it('says how old something is', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(formatAge('2026-11-24T08:00:00Z', now)).toBe('hoy');
    expect(formatAge('2026-11-23T08:00:00Z', now)).toBe('hace 1 día');
    expect(formatAge('2026-11-14T08:00:00Z', now)).toBe('hace 10 días');
    expect(formatAge('2026-05-24T08:00:00Z', now)).toBe('hace 6 meses');
    expect(formatAge('2023-11-24T08:00:00Z', now)).toBe('hace 3 años');
    expect(formatAge(null, now)).toBe('—');
  });

  it('writes business days and reasons in Spanish', () => {
    expect(businessDays(1)).toBe('1 día hábil');
    expect(businessDays(3)).toBe('3 días hábiles');
    expect(rejectionReasonText('vencido')).toBe('El documento está vencido.');
    expect(rejectionReasonText('Texto libre del servidor')).toBe('Texto libre del servidor');
    expect(rejectionReasonText(null)).toBeNull();
  });

  it('tells the history in Spanish, naming the image that was viewed', () => {
    expect(eventLabel('image_viewed')).toBe('Imagen vista');
    expect(eventDetail('image_viewed', 'selfie')).toBe('Selfie con el documento');
    expect(eventLabel('something_new')).toBe('something new');
  });
});
