import { businessStatuses } from '@traspasa/shared/enums';
import { describe, expect, it } from 'vitest';
import { type ListingAction, missingForSubmit, missingMessage, transition } from './business-status.rules.ts';
import { newSlug, slugBase } from './slug.rules.ts';

describe('transition', () => {
  const allowed: Array<[string, ListingAction, 'seller' | 'admin' | 'system', string]> = [
    ['draft', 'submit', 'seller', 'pending'],
    ['rejected', 'submit', 'seller', 'pending'],
    ['pending', 'approve', 'admin', 'approved'],
    ['pending', 'reject', 'admin', 'rejected'],
    ['approved', 'editPublic', 'seller', 'pending'],
    ['approved', 'editPublic', 'admin', 'approved'],
    ['approved', 'editPrivate', 'seller', 'approved'],
    ['approved', 'markSold', 'seller', 'sold'],
    ['approved', 'markSold', 'admin', 'sold'],
    ['draft', 'delete', 'seller', 'deleted'],
    ['sold', 'delete', 'admin', 'deleted'],
    ['pending', 'editPublic', 'seller', 'pending'],
    ['rejected', 'editPublic', 'seller', 'rejected'],
    // Freshness (decision 151).
    ['approved', 'expire', 'system', 'expired'],
    ['approved', 'renew', 'seller', 'approved'],
    ['expired', 'renew', 'seller', 'approved'],
    ['expired', 'renew', 'admin', 'approved'],
    ['expired', 'editPublic', 'seller', 'expired'],
    ['expired', 'editPrivate', 'seller', 'expired'],
    ['expired', 'markSold', 'seller', 'sold'],
    ['expired', 'delete', 'admin', 'deleted'],
    // A suspended seller's listings (decision 156).
    ['approved', 'hold', 'system', 'held'],
    ['sold', 'hold', 'system', 'held'],
    ['held', 'release', 'system', 'approved'],
    ['held', 'delete', 'admin', 'deleted'],
    // A reserved listing (decision 171).
    ['approved', 'reserve', 'system', 'reserved'],
    ['reserved', 'endReservation', 'seller', 'approved'],
    ['reserved', 'endReservation', 'admin', 'approved'],
    ['reserved', 'endReservation', 'system', 'approved'],
    ['reserved', 'closeDeal', 'seller', 'sold'],
    ['reserved', 'closeDeal', 'admin', 'sold'],
    ['reserved', 'editPrivate', 'seller', 'reserved'],
    ['reserved', 'editPublic', 'admin', 'reserved'],
    ['reserved', 'hold', 'system', 'held'],
  ];
  it.each(allowed)('%s --%s (%s)--> %s', (from, action, actor, to) => {
    expect(transition(from as never, action, actor)).toEqual({ ok: true, to });
  });

  it('refuses every other transition with a Spanish 409', () => {
    const actions: ListingAction[] = ['submit', 'approve', 'reject', 'markSold', 'delete'];
    const refused: string[] = [];
    for (const from of businessStatuses) {
      for (const action of actions) {
        const result = transition(from, action, 'admin');
        if (!result.ok) {
          expect(result.status).toBe(409);
          expect(result.message).toMatch(/^No se puede /);
          refused.push(`${from}:${action}`);
        }
      }
    }
    expect(refused.sort()).toEqual(
      [
        'draft:approve',
        'draft:reject',
        'draft:markSold',
        'pending:submit',
        'pending:markSold',
        'approved:submit',
        'approved:approve',
        'approved:reject',
        'rejected:approve',
        'rejected:reject',
        'rejected:markSold',
        'sold:submit',
        'sold:approve',
        'sold:reject',
        'sold:markSold',
        'expired:submit',
        'expired:approve',
        'expired:reject',
        'held:submit',
        'held:approve',
        'held:reject',
        'held:markSold',
        'reserved:submit',
        'reserved:approve',
        'reserved:reject',
        'reserved:markSold',
        'reserved:delete',
      ].sort(),
    );
  });

  it('lets a seller delete only drafts and never edit a sold listing', () => {
    for (const from of ['pending', 'approved', 'rejected', 'sold'] as const) {
      expect(transition(from, 'delete', 'seller')).toMatchObject({ ok: false, status: 409 });
    }
    expect(transition('sold', 'editPrivate', 'seller')).toMatchObject({ ok: false, status: 409 });
    expect(transition('sold', 'editPublic', 'admin')).toMatchObject({ ok: false, status: 409 });
  });

  it('sends an expired listing edited since its approval back to review when its seller renews it', () => {
    expect(transition('expired', 'renew', 'seller', { edited: true })).toEqual({ ok: true, to: 'pending' });
    expect(transition('approved', 'renew', 'seller', { edited: true })).toEqual({ ok: true, to: 'approved' });
  });

  it('renews only published or expired listings, and only the job expires one', () => {
    for (const from of ['draft', 'pending', 'rejected', 'sold'] as const) {
      expect(transition(from, 'renew', 'seller')).toMatchObject({ ok: false, status: 409 });
    }
    expect(transition('pending', 'renew', 'seller')).toMatchObject({ message: /90 días más/ });
    expect(transition('approved', 'expire', 'admin')).toMatchObject({ ok: false, status: 403 });
    expect(transition('expired', 'expire', 'system')).toMatchObject({ ok: false, status: 409 });
    expect(transition('approved', 'renew', 'system')).toMatchObject({ ok: false, status: 403 });
    expect(transition('expired', 'delete', 'seller')).toMatchObject({ ok: false, status: 409 });
  });

  it('moves a held listing only by the reactivation, back to the status it had', () => {
    expect(transition('held', 'release', 'system', { heldFrom: 'sold' })).toEqual({ ok: true, to: 'sold' });
    for (const action of ['editPublic', 'editPrivate', 'renew', 'markSold', 'delete', 'expire'] as const) {
      const actor = action === 'expire' ? 'system' : 'seller';
      expect(transition('held', action, actor)).toMatchObject({
        ok: false,
        status: 409,
        message: /suspendida/,
      });
    }
    expect(transition('held', 'editPublic', 'admin')).toMatchObject({ ok: false, status: 409 });
    for (const from of ['draft', 'pending', 'rejected', 'expired', 'held'] as const) {
      expect(transition(from, 'hold', 'system')).toMatchObject({ ok: false, status: 409 });
    }
    expect(transition('approved', 'release', 'system')).toMatchObject({ ok: false, status: 409 });
    expect(transition('approved', 'hold', 'admin')).toMatchObject({ ok: false, status: 403 });
    expect(transition('held', 'release', 'seller')).toMatchObject({ ok: false, status: 403 });
  });

  it('publishes nothing of a suspended seller: approval, renewal and a sale are refused', () => {
    const suspended = { sellerSuspended: true };
    for (const [from, action] of [
      ['pending', 'approve'],
      ['expired', 'renew'],
      ['expired', 'markSold'],
    ] as const) {
      expect(transition(from, action, 'admin', suspended)).toMatchObject({
        ok: false,
        status: 409,
        message: /cuenta de quien lo vende está suspendida/,
      });
    }
    // Taking it down or keeping it private is still allowed.
    expect(transition('pending', 'reject', 'admin', suspended)).toEqual({ ok: true, to: 'rejected' });
    expect(transition('held', 'delete', 'admin', suspended)).toEqual({ ok: true, to: 'deleted' });
    expect(transition('approved', 'hold', 'system', suspended)).toEqual({ ok: true, to: 'held' });
  });

  it('reserves only an approved listing, and only when the offer is signed (the system)', () => {
    const reservation = ['reserve', 'endReservation', 'closeDeal'] as const;
    const walked: string[] = [];
    for (const from of businessStatuses) {
      for (const action of reservation) {
        const actor = action === 'reserve' ? 'system' : 'seller';
        const result = transition(from, action, actor);
        if (result.ok) walked.push(`${from}:${action}:${result.to}`);
        else expect(result).toMatchObject({ status: 409, message: /^No se puede / });
      }
    }
    expect(walked.sort()).toEqual(
      ['approved:reserve:reserved', 'reserved:closeDeal:sold', 'reserved:endReservation:approved'].sort(),
    );
    expect(transition('approved', 'reserve', 'seller')).toMatchObject({
      ok: false,
      status: 403,
      message: /ambas partes firman/,
    });
    expect(transition('held', 'reserve', 'system')).toMatchObject({ ok: false, status: 409 });
  });

  it('keeps a reserved listing as the buyer signed it: no public edit, sale, renewal or deletion by the seller', () => {
    expect(transition('reserved', 'editPublic', 'seller')).toMatchObject({
      ok: false,
      status: 409,
      message: /Mientras dura la reserva/,
    });
    expect(transition('reserved', 'markSold', 'seller')).toMatchObject({
      ok: false,
      status: 409,
      message: /Cierra el trato/,
    });
    expect(transition('reserved', 'renew', 'seller')).toMatchObject({ ok: false, status: 409 });
    expect(transition('reserved', 'expire', 'system')).toMatchObject({ ok: false, status: 409 });
    expect(transition('reserved', 'delete', 'admin')).toMatchObject({
      ok: false,
      message: /libera la reserva/,
    });
    expect(transition('held', 'release', 'system', { heldFrom: 'reserved' })).toEqual({
      ok: true,
      to: 'reserved',
    });
    expect(transition('reserved', 'closeDeal', 'seller', { sellerSuspended: true })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it('keeps moderation for admins', () => {
    expect(transition('pending', 'approve', 'seller')).toMatchObject({ ok: false, status: 403 });
  });
});

describe('missingForSubmit', () => {
  it('names what is missing, in Spanish', () => {
    const missing = missingForSubmit({
      title: 'Panadería',
      category: null,
      country: 'Ecuador',
      location: '  ',
      askingPrice: null,
      description: 'Texto',
      images: [],
    });
    expect(missing).toEqual(['category', 'location', 'askingPrice', 'images']);
    expect(missingMessage(missing)).toBe(
      'Para enviar el negocio a revisión falta: categoría, ubicación, precio de venta y al menos una foto.',
    );
  });
});

describe('slug', () => {
  it('strips accents, lowercases, kebabs and cuts at 60 characters', () => {
    expect(slugBase('  Panadería Ñandú, en Quito!  ')).toBe('panaderia-nandu-en-quito');
    expect(slugBase('¡¡¡')).toBe('negocio');
    const long = slugBase('Restaurante '.repeat(10));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
    expect(newSlug('Café Cumbayá')).toMatch(/^cafe-cumbaya-[0-9a-z]{6}$/);
    expect(newSlug('Café')).not.toBe(newSlug('Café'));
  });
});
