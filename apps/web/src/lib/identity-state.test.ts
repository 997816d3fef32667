import { describe, expect, it } from 'vitest';
import { identityState, type MyIdentityAnswer, rejectionText, reviewDays } from './identity-state';

const request = (over: Partial<NonNullable<MyIdentityAnswer['verification']>> = {}) => ({
  id: 7,
  status: 'pending' as const,
  documentType: 'cedula_ec' as const,
  documentCountry: null,
  documentNumberHint: '1234',
  createdAt: '2026-11-20T15:00:00.000Z',
  decidedAt: null,
  rejectionReason: null,
  expectedReviewDays: 2,
  imagesDeletedAt: null,
  ...over,
});

describe('identityState', () => {
  it('falls back on the session while the request is unknown', () => {
    expect(identityState(false, undefined)).toEqual({ kind: 'none' });
    expect(identityState(true, null)).toEqual({ kind: 'verified', since: null, documentType: null });
  });

  it('trusts the fresher answer of /me over a stale session, both ways', () => {
    const approved = request({ status: 'approved', decidedAt: '2026-11-21T10:00:00.000Z' });
    expect(
      identityState(false, {
        identityVerified: true,
        verifiedAt: '2026-11-21T10:00:00.000Z',
        verification: approved,
      }),
    ).toEqual({ kind: 'verified', since: '2026-11-21T10:00:00.000Z', documentType: 'cedula_ec' });
    expect(identityState(true, { identityVerified: false, verifiedAt: null, verification: null })).toEqual({
      kind: 'none',
    });
  });

  it('names the document only when the approved request is the one on record', () => {
    const state = identityState(true, {
      identityVerified: true,
      verifiedAt: '2026-10-01T10:00:00.000Z',
      verification: request({ status: 'rejected' }),
    });
    expect(state).toEqual({ kind: 'verified', since: '2026-10-01T10:00:00.000Z', documentType: null });
  });

  it('reports a pending request with its review time, a rejected one with its reason', () => {
    expect(
      identityState(false, { identityVerified: false, verifiedAt: null, verification: request() }),
    ).toEqual({
      kind: 'pending',
      submittedAt: '2026-11-20T15:00:00.000Z',
      expectedReviewDays: 2,
    });
    expect(
      identityState(false, {
        identityVerified: false,
        verifiedAt: null,
        verification: request({
          status: 'rejected',
          decidedAt: '2026-11-22T09:00:00.000Z',
          rejectionReason: 'ilegible',
        }),
      }),
    ).toEqual({ kind: 'rejected', decidedAt: '2026-11-22T09:00:00.000Z', reason: 'ilegible' });
  });
});

describe('rejectionText and reviewDays', () => {
  it('turns a listed reason into its sentence and keeps free text as written', () => {
    expect(rejectionText('ilegible')).toMatch(/^Las fotos no se leen bien/);
    expect(rejectionText('La foto del reverso está cortada.')).toBe('La foto del reverso está cortada.');
    expect(rejectionText('toString')).toBe('toString');
    expect(rejectionText(null)).toBeNull();
  });
  it('counts business days in Spanish', () => {
    expect(reviewDays(1)).toBe('1 día hábil');
    expect(reviewDays(3)).toBe('3 días hábiles');
  });
});
