import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diffTerms,
  makeOfferBody,
  missingPlaceholders,
  type OfferTerms,
  offerTerms,
  publishLoiDocumentBody,
  renderLetter,
  termChangeText,
  termFields,
  unknownPlaceholders,
} from './offers.ts';

const base: OfferTerms = {
  priceCents: 12_000_000,
  payment: { atClosingCents: 12_000_000, instalments: [], sellerFinancing: null },
  inventory: { treatment: 'at_cost', amountCents: 850_050 },
  equipmentIncluded: true,
  brandIncluded: true,
  leaseAssignment: true,
  trainingDays: 14,
  dueDiligenceDays: 30,
  exclusivityDays: 60,
  conditions: ['Crédito bancario aprobado'],
  closingDate: '2027-02-01',
  validUntil: '2026-12-20',
};

const parties = {
  buyerName: 'Carla Compradora',
  sellerName: 'Víctor Vendedor',
  businessTitle: 'Panadería artesanal en Quito',
  businessId: 42,
  versionNumber: 2,
  day: '2026-12-02',
};

const day = fc
  .integer({ min: 0, max: 3000 })
  .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

/** Valid terms: the payment's parts add up to the price, the validity is by the closing. */
const termsArb: fc.Arbitrary<OfferTerms> = fc
  .record({
    atClosing: fc.integer({ min: 0, max: 50_000_000 }),
    instalments: fc.array(
      fc.record({
        amountCents: fc.integer({ min: 1, max: 5_000_000 }),
        dueInMonths: fc.integer({ min: 1, max: 120 }),
      }),
      { maxLength: 4 },
    ),
    financing: fc.option(
      fc.record({
        amountCents: fc.integer({ min: 1, max: 20_000_000 }),
        months: fc.integer({ min: 1, max: 240 }),
        annualRatePercent: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
      }),
      { nil: null },
    ),
    inventory: fc.record({
      treatment: fc.constantFrom('at_cost' as const, 'included' as const, 'excluded' as const),
      amountCents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
    }),
    equipmentIncluded: fc.boolean(),
    brandIncluded: fc.boolean(),
    leaseAssignment: fc.boolean(),
    trainingDays: fc.integer({ min: 0, max: 365 }),
    dueDiligenceDays: fc.integer({ min: 0, max: 180 }),
    exclusivityDays: fc.integer({ min: 1, max: 180 }),
    conditions: fc.array(fc.constantFrom('Crédito aprobado', 'Arriendo cedido', 'Permisos transferidos'), {
      maxLength: 3,
    }),
    validUntil: day,
    extraDays: fc.integer({ min: 0, max: 400 }),
  })
  .filter(
    (r) =>
      r.atClosing + r.instalments.reduce((s, i) => s + i.amountCents, 0) + (r.financing?.amountCents ?? 0) >
      0,
  )
  .map((r) => {
    const priceCents =
      r.atClosing + r.instalments.reduce((s, i) => s + i.amountCents, 0) + (r.financing?.amountCents ?? 0);
    const closing = new Date(Date.parse(`${r.validUntil}T00:00:00Z`) + r.extraDays * 86_400_000);
    return {
      priceCents,
      payment: { atClosingCents: r.atClosing, instalments: r.instalments, sellerFinancing: r.financing },
      inventory: r.inventory,
      equipmentIncluded: r.equipmentIncluded,
      brandIncluded: r.brandIncluded,
      leaseAssignment: r.leaseAssignment,
      trainingDays: r.trainingDays,
      dueDiligenceDays: r.dueDiligenceDays,
      exclusivityDays: r.exclusivityDays,
      conditions: r.conditions,
      closingDate: closing.toISOString().slice(0, 10),
      validUntil: r.validUntil,
    };
  });

describe('offer terms', () => {
  it('takes valid terms as they are, every amount in cents', () => {
    fc.assert(
      fc.property(termsArb, (t) => {
        const parsed = offerTerms.safeParse(t);
        expect(parsed.success).toBe(true);
        // A JSON round trip (the API and jsonb) keeps every cent.
        expect(offerTerms.parse(JSON.parse(JSON.stringify(t)))).toEqual(t);
      }),
    );
  });

  it('refuses a payment that does not add up to the price, naming both amounts', () => {
    const result = offerTerms.safeParse({
      ...base,
      payment: { ...base.payment, atClosingCents: 10_000_000 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['payment'],
        message: 'La forma de pago suma $100.000 y el precio es $120.000: deben coincidir.',
      }),
    ]);
  });

  it('refuses fractions of a cent, negative amounts and a validity after the closing, in Spanish', () => {
    expect(offerTerms.safeParse({ ...base, priceCents: 12_000_000.5 }).error?.issues[0]?.message).toBe(
      'Escribe el precio en centavos, como un número entero.',
    );
    expect(
      offerTerms.safeParse({ ...base, inventory: { treatment: 'included', amountCents: -1 } }).error
        ?.issues[0]?.message,
    ).toBe('El valor del inventario no puede ser negativo.');
    expect(offerTerms.safeParse({ ...base, validUntil: '2027-03-01' }).error?.issues[0]?.message).toBe(
      'La oferta debe vencer antes de la fecha de cierre o ese mismo día.',
    );
    expect(offerTerms.safeParse({ ...base, closingDate: '2027-02-30' }).error?.issues[0]?.message).toBe(
      'La fecha de cierre no existe en el calendario.',
    );
    expect(
      makeOfferBody.safeParse({ businessId: 1, terms: { ...base, conditions: ['ok', ''] } }).success,
    ).toBe(false);
  });
});

describe('diffTerms', () => {
  it('says what changed in the letter’s words: «Precio: $120.000 → $132.000»', () => {
    const counter = {
      ...base,
      priceCents: 13_200_000,
      payment: { ...base.payment, atClosingCents: 13_200_000 },
    };
    const changes = diffTerms(base, counter);
    expect(changes.map(termChangeText)).toEqual([
      'Precio: $120.000 → $132.000',
      'Pago al cierre: $120.000 → $132.000',
    ]);
    expect(diffTerms(base, { ...base, exclusivityDays: 90, conditions: [] }).map(termChangeText)).toEqual([
      'Exclusividad: 60 días → 90 días',
      'Condiciones previas: Crédito bancario aprobado → Ninguna',
    ]);
  });

  it('is empty exactly for equal terms, swaps from/to when reversed, and lists fields in order', () => {
    fc.assert(
      fc.property(termsArb, termsArb, (a, b) => {
        expect(diffTerms(a, a)).toEqual([]);
        const ab = diffTerms(a, b);
        const ba = diffTerms(b, a);
        expect(ba).toEqual(ab.map((c) => ({ ...c, from: c.to, to: c.from })));
        for (const c of ab) expect(c.from).not.toBe(c.to);
        const order = ab.map((c) => termFields.indexOf(c.field));
        expect(order).toEqual([...order].sort((x, y) => x - y));
        // Nothing reported means the letters read the same.
        if (ab.length === 0) {
          expect(
            renderLetter('{{precio}} {{forma_de_pago}} {{incluye}} {{condiciones}} {{validez}}', a, parties),
          ).toBe(
            renderLetter('{{precio}} {{forma_de_pago}} {{incluye}} {{condiciones}} {{validez}}', b, parties),
          );
        }
      }),
    );
  });

  it('reports a changed price whenever the price differs', () => {
    fc.assert(
      fc.property(termsArb, fc.integer({ min: 1, max: 1_000_000 }), (a, more) => {
        const b = {
          ...a,
          priceCents: a.priceCents + more,
          payment: { ...a.payment, atClosingCents: a.payment.atClosingCents + more },
        };
        expect(diffTerms(a, b).map((c) => c.field)).toContain('priceCents');
      }),
    );
  });
});

describe('renderLetter', () => {
  const template =
    'Comprador: {{comprador}}. Precio: {{precio}}. Pago: {{forma_de_pago}} Hasta el {{validez}}. {{otra}}';

  it('fills the placeholders deterministically, money in es-EC', () => {
    const financed: OfferTerms = {
      ...base,
      priceCents: 12_345_678_901,
      payment: {
        atClosingCents: 10_000_000_000,
        instalments: [{ amountCents: 345_678_901, dueInMonths: 6 }],
        sellerFinancing: { amountCents: 2_000_000_000, months: 24, annualRatePercent: 8.25 },
      },
    };
    const text = renderLetter(template, financed, parties);
    expect(text).toBe(
      'Comprador: Carla Compradora. Precio: $123.456.789,01. Pago: $100.000.000 al cierre; 1 cuota: $3.456.789,01 a 6 meses del cierre; $20.000.000 (el 16,2 % del precio) financiados por el vendedor a 24 meses, con una tasa anual del 8,25 %. Hasta el 20 de diciembre de 2026. {{otra}}',
    );
    expect(renderLetter(template, financed, parties)).toBe(text);
  });

  it('knows which placeholders a template lacks or invents', () => {
    expect(unknownPlaceholders(template)).toEqual(['otra']);
    expect(missingPlaceholders(template)).toEqual(['vendedor', 'negocio', 'exclusividad']);
    const body = publishLoiDocumentBody.safeParse({
      version: '2',
      title: 'Carta',
      content: template.repeat(8),
    });
    expect(body.error?.issues.map((i) => i.message)).toEqual([
      'La carta usa campos que no existen: {{otra}}.',
      'A la carta le faltan estos campos: {{vendedor}}, {{negocio}}, {{exclusividad}}.',
    ]);
  });
});
