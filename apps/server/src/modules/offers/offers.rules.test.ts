import type { NegotiationStatus, OfferSide } from '@traspasa/shared/offers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  answerRefusal,
  type ListingFacts,
  makeRefusal,
  markSoldRefusal,
  type NegotiationFacts,
  signRefusal,
  statusAfter,
  versionLapsed,
} from './offers.rules.ts';

// A model of one listing and its negotiations, driven only through the pure rules the service
// applies; the reservation's own moves (close → sold, release → approved) follow decision 171.
interface Model {
  listing: string;
  negotiations: Array<NegotiationFacts & { signed: Set<OfferSide> }>;
}

type Step =
  | { kind: 'make' }
  | { kind: 'counter' | 'accept' | 'reject' | 'withdraw' | 'sign' | 'lapse'; n: number; side: OfferSide }
  | { kind: 'close' | 'release'; n: number }
  | { kind: 'markSold' };

const holding = (m: Model) =>
  m.negotiations.find((n) => n.status === 'accepted' || n.status === 'signed') ?? null;
const facts = (m: Model): ListingFacts => ({
  status: m.listing,
  holdingNegotiationId: holding(m)?.id ?? null,
});

function apply(m: Model, step: Step): void {
  if (step.kind === 'make') {
    if (makeRefusal({ status: m.listing }) !== null) return;
    m.negotiations.push({
      id: m.negotiations.length + 1,
      status: 'open',
      openAuthorSide: 'buyer',
      backup: m.listing === 'reserved',
      signed: new Set(),
    });
    return;
  }
  if (step.kind === 'markSold') {
    // The seller marks it sold outside Traspasa: only an approved listing nobody holds.
    if (m.listing === 'approved' && markSoldRefusal(holding(m)?.status ?? null) === null) m.listing = 'sold';
    return;
  }
  const n = m.negotiations[step.n % Math.max(1, m.negotiations.length)];
  if (!n) return;
  switch (step.kind) {
    case 'counter':
    case 'accept':
    case 'reject':
    case 'withdraw': {
      if (answerRefusal(step.kind, n, step.side, facts(m)) !== null) return;
      n.status = statusAfter(step.kind);
      n.openAuthorSide = step.kind === 'counter' ? step.side : null;
      return;
    }
    case 'sign': {
      if (signRefusal(n, n.signed.has(step.side)) !== null) return;
      n.signed.add(step.side);
      if (n.signed.size === 2) {
        n.status = 'signed';
        // reserveListing: approved → reserved, or the signature is refused and rolled back.
        if (m.listing !== 'approved') {
          n.status = 'accepted';
          n.signed.delete(step.side);
        } else m.listing = 'reserved';
      }
      return;
    }
    case 'lapse':
      if (n.status === 'open' || n.status === 'accepted') {
        n.status = 'lapsed';
        n.openAuthorSide = null;
      }
      return;
    case 'close':
      if (n.status === 'signed' && m.listing === 'reserved') {
        n.status = 'closed';
        m.listing = 'sold';
      }
      return;
    case 'release':
      if (n.status === 'signed' && m.listing === 'reserved') {
        n.status = 'released';
        m.listing = 'approved';
      }
      return;
  }
}

const side = fc.constantFrom<OfferSide>('buyer', 'seller');
const idx = fc.nat({ max: 7 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'make' }),
  fc.constant<Step>({ kind: 'markSold' }),
  fc.record({
    kind: fc.constantFrom('counter', 'accept', 'reject', 'withdraw', 'sign', 'lapse'),
    n: idx,
    side,
  }) as fc.Arbitrary<Step>,
  fc.record({ kind: fc.constantFrom('close', 'release'), n: idx }) as fc.Arbitrary<Step>,
);

describe('the negotiation state machine', () => {
  it('never reaches two holding offers on one listing, nor an accepted offer on a sold listing', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        const m: Model = { listing: 'approved', negotiations: [] };
        for (const s of steps) {
          apply(m, s);
          const holders = m.negotiations.filter((n) => n.status === 'accepted' || n.status === 'signed');
          expect(holders.length).toBeLessThanOrEqual(1);
          if (m.listing === 'sold') expect(holders).toEqual([]);
          // At most one version open, and only in an open negotiation.
          for (const n of m.negotiations) expect(n.openAuthorSide !== null).toBe(n.status === 'open');
        }
      }),
      { numRuns: 500 },
    );
  });

  const open = (author: OfferSide): NegotiationFacts => ({
    id: 1,
    status: 'open',
    openAuthorSide: author,
    backup: false,
  });
  const free: ListingFacts = { status: 'approved', holdingNegotiationId: null };

  it('lets only the other side answer the open version, and only its author withdraw it', () => {
    expect(allowedActions(open('buyer'), 'seller', free, false)).toEqual(['accept', 'counter', 'reject']);
    expect(allowedActions(open('buyer'), 'buyer', free, false)).toEqual(['withdraw']);
    expect(answerRefusal('accept', open('buyer'), 'buyer', free)).toBe(
      'Esta versión la escribiste tú: ahora responde el vendedor.',
    );
    expect(answerRefusal('withdraw', open('seller'), 'buyer', free)).toBe(
      'Solo quien escribió la versión abierta puede retirarla: esta la escribió el vendedor.',
    );
    expect(allowedActions(open('buyer'), null, free, false)).toEqual([]);
  });

  it('refuses every action from a finished state, naming it', () => {
    const statuses: NegotiationStatus[] = [
      'rejected',
      'withdrawn',
      'lapsed',
      'closed',
      'released',
      'signed',
      'accepted',
    ];
    for (const status of statuses) {
      const n: NegotiationFacts = { id: 1, status, openAuthorSide: null, backup: false };
      for (const action of ['accept', 'reject', 'counter', 'withdraw'] as const) {
        expect(answerRefusal(action, n, 'seller', free)).toMatch(
          /^Esta negociación está .+: ya no se puede \w+\.$/,
        );
      }
    }
    expect(
      answerRefusal(
        'accept',
        { id: 1, status: 'lapsed', openAuthorSide: null, backup: false },
        'seller',
        free,
      ),
    ).toBe('Esta negociación está vencida: ya no se puede aceptar.');
    expect(signRefusal({ id: 1, status: 'open', openAuthorSide: 'buyer', backup: false }, false)).toBe(
      'Esta negociación está abierta: ya no se puede firmar.',
    );
  });

  it('holds the listing for one acceptance, and refuses back-up offers while it is reserved', () => {
    expect(
      answerRefusal('accept', open('buyer'), 'seller', { status: 'approved', holdingNegotiationId: 9 }),
    ).toBe('Ya hay una oferta aceptada por este negocio: no se puede aceptar otra mientras esa siga en pie.');
    expect(
      answerRefusal('accept', { ...open('buyer'), backup: true }, 'seller', {
        status: 'reserved',
        holdingNegotiationId: 9,
      }),
    ).toMatch(/^Ya hay una oferta aceptada/);
    expect(
      answerRefusal('accept', open('buyer'), 'seller', { status: 'sold', holdingNegotiationId: null }),
    ).toBe('Este negocio ya se vendió: no se puede aceptar otra oferta.');
    expect(markSoldRefusal('accepted')).toMatch(/oferta aceptada/);
  });

  it('lapses a version once its validity day is over in Ecuador', () => {
    // 2026-12-03 03:00 UTC is still 2 December in Ecuador (UTC−5).
    expect(versionLapsed('2026-12-02', new Date('2026-12-03T03:00:00Z'))).toBe(false);
    expect(versionLapsed('2026-12-02', new Date('2026-12-03T05:30:00Z'))).toBe(true);
  });
});
