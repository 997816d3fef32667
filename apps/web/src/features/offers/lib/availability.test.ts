import { describe, expect, it } from 'vitest';
import { offerAvailability } from './availability';
import { filterOf } from './status';

const listing = { status: 'approved', sellerId: 7, accessMode: 'immediate' as const };

describe('who may make an offer on a listing', () => {
  it('a buyer with the agreement signed and access may', () => {
    const a = offerAvailability(
      { ...listing, access: { ndaStatus: 'signed', canViewConfidential: true } },
      3,
    );
    expect(a).toEqual({ kind: 'offer' });
  });

  it('the seller is told the offers come to them, an admin sees nothing, a sold listing nothing', () => {
    expect(offerAvailability({ ...listing, access: { canViewConfidential: true } }, 7)).toEqual({
      kind: 'owner',
    });
    expect(
      offerAvailability({ ...listing, access: { canViewConfidential: true, ndaStatus: null } }, 1),
    ).toBeNull();
    expect(offerAvailability({ ...listing, status: 'sold', access: {} }, 3)).toBeNull();
  });

  it('everyone else is told why not, in Spanish', () => {
    const reason = (access: object, viewer: number | null = 3, extra: object = {}) => {
      const a = offerAvailability({ ...listing, ...extra, access }, viewer);
      return a?.kind === 'unavailable' ? a.reason : a?.kind;
    };
    expect(reason({}, null)).toMatch(/inicia sesión y firma el acuerdo/);
    expect(reason({})).toMatch(/primero firma el acuerdo/);
    expect(reason({}, 3, { accessMode: 'approval' })).toMatch(/espera a que el vendedor apruebe/);
    expect(reason({ ndaStatus: 'pending' })).toMatch(/cuando tu acuerdo de confidencialidad esté firmado/);
    expect(reason({ ndaStatus: 'signed', accessState: 'requested' })).toMatch(/apruebe tu solicitud/);
    expect(reason({ ndaStatus: 'signed', accessState: 'revoked' })).toMatch(/no te dio acceso/);
    // Another buyer's reservation pauses the access (decision 171): the page says so.
    expect(reason({ ndaStatus: 'signed' }, 3, { status: 'reserved' })).toMatch(
      /reservado para otro comprador/,
    );
  });
});

describe('the filters of /offers', () => {
  it('put each negotiation where a person looks for it', () => {
    expect(filterOf({ status: 'open', versionCount: 1 })).toBe('abiertas');
    expect(filterOf({ status: 'open', versionCount: 3 })).toBe('contraofertas');
    expect(filterOf({ status: 'signed', versionCount: 3 })).toBe('aceptadas');
    expect(filterOf({ status: 'closed', versionCount: 2 })).toBe('aceptadas');
    expect(filterOf({ status: 'lapsed', versionCount: 1 })).toBe('vencidas');
    expect(filterOf({ status: 'withdrawn', versionCount: 1 })).toBe('cerradas');
  });
});
