import { IDENTITY_CONSENT_VERSION } from '@traspasa/shared/identity';
import { describe, expect, it } from 'vitest';
import { identityFormData } from './submit-identity';

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('identityFormData', () => {
  it('sends the consent, its version, the document and the three photos', () => {
    const form = identityFormData({
      documentType: 'cedula_ec',
      documentNumber: '1710034065',
      documentCountry: null,
      photos: { front: jpeg('f.jpg'), back: jpeg('b.jpg'), selfie: jpeg('s.jpg') },
    });
    expect(form.get('consent')).toBe('true');
    expect(form.get('consentVersion')).toBe(IDENTITY_CONSENT_VERSION);
    expect(form.get('documentType')).toBe('cedula_ec');
    expect(form.get('documentNumber')).toBe('1710034065');
    expect(form.has('documentCountry')).toBe(false);
    expect([...form.keys()].filter((k) => ['front', 'back', 'selfie'].includes(k))).toEqual([
      'front',
      'back',
      'selfie',
    ]);
  });

  it('sends a passport with its country and without a back photo', () => {
    const form = identityFormData({
      documentType: 'pasaporte',
      documentNumber: 'AB123456',
      documentCountry: 'PE',
      photos: { front: jpeg('f.jpg'), back: jpeg('b.jpg'), selfie: jpeg('s.jpg') },
    });
    expect(form.get('documentCountry')).toBe('PE');
    expect(form.has('back')).toBe(false);
  });
});
