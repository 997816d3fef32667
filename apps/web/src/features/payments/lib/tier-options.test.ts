import type { CatalogProduct, Credits } from '@traspasa/shared/payments';
import { describe, expect, it } from 'vitest';
import {
  buyHref,
  canSaveTier,
  cheapestPackage,
  creditsText,
  savedTierMessage,
  tierAvailability,
} from './tier-options';

const credits = (premium: number, featured: number): Credits => ({
  premium: { available: premium, reserved: 1, used: 2 },
  featured: { available: featured, reserved: 0, used: 0 },
});

const pkg = (id: number, tier: 'premium' | 'featured', priceCents: number, count = 1): CatalogProduct => ({
  id,
  kind: 'package',
  name: `Paquete ${id}`,
  description: null,
  audience: 'vendedor',
  level: tier,
  period: 'unico',
  priceCents,
  features: [],
  packageTier: tier,
  packageCount: count,
});

describe('tierAvailability', () => {
  const seller = { current: 'basic' as const, isAdmin: false };

  it('lets anyone go basic', () => {
    expect(tierAvailability('basic', { ...seller, credits: credits(0, 0) })).toBe('free');
    expect(tierAvailability('basic', { ...seller, credits: undefined })).toBe('free');
  });

  it('needs an available credit of that very tier', () => {
    expect(tierAvailability('premium', { ...seller, credits: credits(2, 0) })).toBe('credit');
    expect(tierAvailability('featured', { ...seller, credits: credits(2, 0) })).toBe('needs-credit');
    expect(tierAvailability('featured', { ...seller, credits: credits(0, 1) })).toBe('credit');
  });

  it('does not count reserved or used credits as available', () => {
    // credits(0, 0) still has 1 reserved and 2 used Premium credits.
    expect(tierAvailability('premium', { ...seller, credits: credits(0, 0) })).toBe('needs-credit');
  });

  it('keeps the tier the listing already has without another credit', () => {
    expect(
      tierAvailability('featured', { current: 'featured', isAdmin: false, credits: credits(0, 0) }),
    ).toBe('current');
  });

  it('lets an admin set any tier without credits', () => {
    expect(tierAvailability('featured', { current: 'basic', isAdmin: true, credits: undefined })).toBe(
      'admin',
    );
  });

  it('leaves the decision to the server while the balance is unknown', () => {
    const availability = tierAvailability('premium', { ...seller, credits: undefined });
    expect(availability).toBe('unknown');
    expect(canSaveTier(availability)).toBe(true);
  });

  it('saves everything but a paid tier without a credit', () => {
    expect(canSaveTier('needs-credit')).toBe(false);
    for (const a of ['free', 'admin', 'current', 'credit'] as const) expect(canSaveTier(a)).toBe(true);
  });
});

describe('cheapestPackage', () => {
  const packages = [
    pkg(1, 'premium', 6000, 3),
    pkg(2, 'premium', 2500),
    pkg(3, 'featured', 4900),
    pkg(4, 'featured', 12000, 3),
  ];

  it('offers the lowest price of the tier', () => {
    expect(cheapestPackage(packages, 'premium')?.id).toBe(2);
    expect(cheapestPackage(packages, 'featured')?.id).toBe(3);
  });

  it('is null when nothing of that tier is on sale', () => {
    expect(cheapestPackage([pkg(1, 'premium', 2500)], 'featured')).toBeNull();
    expect(cheapestPackage(undefined, 'premium')).toBeNull();
  });
});

describe('buying', () => {
  it('goes to the checkout of the package, or to the packages on the plans page', () => {
    expect(buyHref({ id: 7 })).toBe('/checkout?product=7');
    expect(buyHref(null)).toBe('/subscription-plans#paquetes');
  });

  it('counts credits in Spanish', () => {
    expect(creditsText(0)).toBe('No tienes créditos');
    expect(creditsText(1)).toBe('Tienes 1 crédito');
    expect(creditsText(2)).toBe('Tienes 2 créditos');
    // On the listing's own tier, its credit is already taken: say what is left besides.
    expect(creditsText(0, true)).toBe('No te quedan más créditos');
    expect(creditsText(1, true)).toBe('Te queda 1 crédito más');
    expect(creditsText(3, true)).toBe('Te quedan 3 créditos más');
  });
});

describe('savedTierMessage', () => {
  it('says a credit is reserved until approval, or used on a live listing', () => {
    expect(savedTierMessage({ from: 'basic', to: 'premium', status: 'draft', isAdmin: false })).toContain(
      'reservamos uno de tus créditos Premium',
    );
    expect(savedTierMessage({ from: 'basic', to: 'featured', status: 'approved', isAdmin: false })).toContain(
      'usamos uno de tus créditos Destacado',
    );
  });
  it('gives the credit back only when it was not used yet', () => {
    expect(savedTierMessage({ from: 'premium', to: 'basic', status: 'pending', isAdmin: false })).toContain(
      'volvió a tu saldo',
    );
    expect(
      savedTierMessage({ from: 'premium', to: 'basic', status: 'approved', isAdmin: false }),
    ).not.toContain('volvió');
  });
  it("speaks of the seller's credits only to the seller", () => {
    expect(savedTierMessage({ from: 'basic', to: 'featured', status: 'draft', isAdmin: true })).toBe(
      'Guardado: el anuncio es Destacado.',
    );
  });
});
