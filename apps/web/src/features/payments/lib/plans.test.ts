import type { CatalogProduct } from '@traspasa/shared/payments';
import { describe, expect, it } from 'vitest';
import {
  creditsAddedTail,
  creditsLabel,
  groupPlanOffers,
  initialPeriod,
  monthlyEquivalentCents,
  offersByAudience,
  offerVariant,
  packageSavingCents,
  pricePerCreditCents,
  yearlySaving,
} from './plans';

const product = (over: Partial<CatalogProduct>): CatalogProduct => ({
  id: 1,
  kind: 'plan',
  name: 'Plan',
  description: null,
  audience: 'comprador',
  level: 'pro',
  period: 'mensual',
  priceCents: 1900,
  features: [],
  packageTier: null,
  packageCount: null,
  ...over,
});

const plans = [
  product({ id: 1, audience: 'comprador', level: 'pro', period: 'mensual', priceCents: 1900 }),
  product({ id: 2, audience: 'comprador', level: 'pro', period: 'anual', priceCents: 19000 }),
  product({ id: 3, audience: 'vendedor', level: 'profesional', period: 'mensual', priceCents: 2900 }),
  product({ id: 4, audience: 'vendedor', level: 'profesional', period: 'anual', priceCents: 29000 }),
  product({ id: 5, audience: 'vendedor', level: 'empresarial', period: 'anual', priceCents: 59000 }),
];

describe('yearly saving', () => {
  it('compares a year at once with twelve monthly payments', () => {
    expect(yearlySaving(2900, 29000)).toEqual({ savingCents: 5800, percent: 17 });
    expect(yearlySaving(1900, 19000)).toEqual({ savingCents: 3800, percent: 17 });
  });
  it('says nothing when the year costs as much or more', () => {
    expect(yearlySaving(1000, 12000)).toBeNull();
    expect(yearlySaving(1000, 13000)).toBeNull();
    expect(yearlySaving(0, 0)).toBeNull();
  });
  it('shows a yearly price per month rounded to the cent', () => {
    expect(monthlyEquivalentCents(29000)).toBe(2417);
    expect(monthlyEquivalentCents(19000)).toBe(1583);
    expect(monthlyEquivalentCents(59000)).toBe(4917);
  });
});

describe('plan offers', () => {
  it('pairs the monthly and yearly variant of each offer', () => {
    const offers = groupPlanOffers(plans);
    expect(offers.map((o) => [o.monthly?.id ?? null, o.yearly?.id ?? null])).toEqual([
      [1, 2],
      [3, 4],
      [null, 5],
    ]);
  });
  it('shows the chosen period, or the only variant there is', () => {
    const [buyer, , business] = groupPlanOffers(plans);
    expect(offerVariant(buyer!, 'anual').id).toBe(2);
    expect(offerVariant(buyer!, 'mensual').id).toBe(1);
    expect(offerVariant(business!, 'mensual').id).toBe(5);
  });
  it('groups buyers first, then sellers', () => {
    const groups = offersByAudience(groupPlanOffers([...plans].reverse()));
    expect(groups.map((g) => [g.audience, g.offers.length])).toEqual([
      ['comprador', 1],
      ['vendedor', 2],
    ]);
  });
  it('opens on the period of the current plan', () => {
    expect(initialPeriod(plans, 4)).toBe('anual');
    expect(initialPeriod(plans, 1)).toBe('mensual');
    expect(initialPeriod(plans, null)).toBe('mensual');
  });
});

describe('packages', () => {
  it('prices one credit of a package', () => {
    expect(pricePerCreditCents({ priceCents: 6000, packageCount: 3 })).toBe(2000);
    expect(pricePerCreditCents({ priceCents: 12000, packageCount: 3 })).toBe(4000);
    expect(pricePerCreditCents({ priceCents: 4900, packageCount: 1 })).toBe(4900);
    expect(pricePerCreditCents({ priceCents: 1000, packageCount: 3 })).toBe(333);
  });
  it('says what several credits save against single packages', () => {
    const pkg = (id: number, tier: 'premium' | 'featured', count: number, priceCents: number) =>
      product({ id, kind: 'package', period: 'unico', packageTier: tier, packageCount: count, priceCents });
    const packages = [
      pkg(10, 'premium', 1, 2500),
      pkg(11, 'premium', 3, 6000),
      pkg(12, 'featured', 3, 12000),
    ];
    expect(packageSavingCents(packages[1]!, packages)).toBe(1500);
    expect(packageSavingCents(packages[0]!, packages)).toBeNull();
    // No single Destacado package to compare with.
    expect(packageSavingCents(packages[2]!, packages)).toBeNull();
  });
  it('counts credits in Spanish', () => {
    expect(creditsLabel(1)).toBe('1 crédito');
    expect(creditsLabel(3)).toBe('3 créditos');
    // The sentence after «Sumamos N créditos» agrees with N too.
    expect(creditsAddedTail(1)).toBe(
      'a tu cuenta. Úsalo al publicar un anuncio o al mejorar uno que ya tienes.',
    );
    expect(creditsAddedTail(5)).toBe(
      'a tu cuenta. Úsalos al publicar anuncios o al mejorar los que ya tienes.',
    );
  });
});
