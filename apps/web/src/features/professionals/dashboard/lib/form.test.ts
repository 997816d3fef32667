import type { OwnProfessional } from '@traspasa/shared/content';
import { describe, expect, it } from 'vitest';
import { changesNeedReview, formFromProfessional, inputFromForm, validateForm } from './form';

const approved: OwnProfessional = {
  id: 3,
  name: 'Luis Espinosa',
  profession: 'Asesor en compraventa',
  description: 'Acompaño traspasos.',
  contact: null,
  userId: 9,
  identityVerified: false,
  category: 'Intermediación',
  specialties: ['Venta de pymes', 'Negociación'],
  services: ['Valoración inicial'],
  website: null,
  linkedin: null,
  imageUrl: null,
  location: 'Quito, Ecuador',
  experience: '15 años',
  yearsExperience: 15,
  phone: '+593 99 451 2280',
  contactPreference: 'whatsapp',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: 'approved',
  changesPending: false,
  rejectionReason: null,
  submittedAt: null,
  reviewedAt: null,
};

describe('the consultant’s entry form', () => {
  it('turns one-per-line lists and the years into what the API takes', () => {
    const values = {
      ...formFromProfessional(approved),
      specialties: 'Venta de pymes\n\n  Negociación  \n',
      yearsExperience: '12',
    };
    expect(inputFromForm(values)).toMatchObject({
      specialties: ['Venta de pymes', 'Negociación'],
      yearsExperience: 12,
      contactPreference: 'whatsapp',
    });
  });

  it('tells the person, in Spanish, what is wrong before sending', () => {
    const errors = validateForm({
      ...formFromProfessional(approved),
      name: '',
      category: '',
      website: 'javascript:alert(1)',
      yearsExperience: 'muchos',
    });
    expect(errors.name).toBe('Escribe tu nombre completo.');
    expect(errors.category).toMatch(/categoría/);
    expect(errors.website).toMatch(/https:\/\//);
    expect(errors.yearsExperience).toMatch(/número/);
    expect(validateForm(formFromProfessional(approved))).toEqual({});
  });

  it('warns that name, profession, description, specialties or services go back to review, not contacts', () => {
    const same = formFromProfessional(approved);
    expect(changesNeedReview(approved, same)).toBe(false);
    expect(changesNeedReview(approved, { ...same, phone: '+593 98 000 0000', location: 'Cuenca' })).toBe(
      false,
    );
    expect(changesNeedReview(approved, { ...same, profession: 'Abogado' })).toBe(true);
    expect(changesNeedReview(approved, { ...same, services: 'Valoración inicial\nCierre' })).toBe(true);
  });
});
