import { createHash } from 'node:crypto';
import { businessCategories } from '@traspasa/shared/enums';
import { describe, expect, it } from 'vitest';
import {
  catalogueFeatures,
  cataloguePackages,
  cataloguePlans,
} from '../../modules/payments/catalogue.rules.ts';
import { listingScene, sceneCategory, seedImageVariants } from './images.ts';
import { buildBusinessRows, listingImages, listingSlug, seedListings } from './listings.ts';
import { NDA_CONTENT, NDA_DOCUMENT_HASH, NDA_VERSION } from './nda-text.ts';
import { seedDiscountCodes } from './plans.ts';
import { seedProfessionals } from './professionals.ts';
import { seedResources } from './resources.ts';
import type { SellerKey } from './types.ts';
import { cedula, demoAccounts, extraSellers } from './users.ts';

const now = new Date('2026-06-01T12:00:00Z');
const sellerIds: Record<SellerKey, number> = {
  vendedor: 1,
  maria: 2,
  diego: 3,
  gabriela: 4,
  valentina: 5,
  rodrigo: 6,
  ximena: 7,
};
const rows = buildBusinessRows(sellerIds, now);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('demo listings', () => {
  it('has at least 60 listings covering every category', () => {
    expect(seedListings.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(seedListings.map((l) => l.category));
    expect([...categories].sort()).toEqual([...businessCategories].sort());
  });

  it('spans several countries with Ecuador the most common', () => {
    const byCountry = countBy(seedListings, (l) => l.country);
    expect(byCountry.size).toBeGreaterThanOrEqual(4);
    const [top] = [...byCountry.entries()].sort((a, b) => b[1] - a[1]);
    expect(top?.[0]).toBe('Ecuador');
  });

  it('exercises the location display rule', () => {
    expect(seedListings.some((l) => l.location.startsWith('other:'))).toBe(true);
    expect(seedListings.some((l) => l.location === '')).toBe(true);
  });

  it('gives every listing confidential info, 1–3 images and a unique slug', () => {
    for (const row of rows) {
      expect(row.confidentialInfo?.length ?? 0).toBeGreaterThan(100);
      expect(row.images?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(row.images?.length ?? 0).toBeLessThanOrEqual(3);
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.confidentialInfo)).size).toBe(rows.length);
    expect(new Set(seedListings.map((l) => l.key)).size).toBe(seedListings.length);
  });

  it('points images at rendered seed files of its own category', () => {
    for (const listing of seedListings) {
      for (const url of listingImages(listing)) {
        const match = url.match(/^\/uploads\/businesses\/seed-([a-z]+)-(\d+)-gallery\.webp$/);
        expect(match?.[1]).toBe(listingScene(listing));
        expect(sceneCategory(listingScene(listing))).toBe(listing.category);
        expect(Number(match?.[2])).toBeLessThanOrEqual(seedImageVariants);
      }
    }
  });

  it('shows each listing a drawing of its own kind of business', () => {
    const scene = (key: string) => {
      const listing = seedListings.find((l) => l.key === key);
      expect(listing, key).toBeDefined();
      return listingImages(listing!).map((url) => url.match(/seed-([a-z]+)-/)?.[1]);
    };
    // No laundromat for a beauty salon or a garage, no beach hotel in the Andes.
    expect(new Set(scene('ec-salon-samborondon'))).toEqual(new Set(['salon']));
    expect(new Set(scene('ec-taller-automotriz-cuenca'))).toEqual(new Set(['garage']));
    expect(new Set(scene('pe-hostal-cusco'))).toEqual(new Set(['lodge']));
    expect(new Set(scene('ec-hosteria-banos'))).toEqual(new Set(['lodge']));
    // A cevichería or a taquería is a dining room, not a café counter; a surf school is a beach.
    expect(new Set(scene('pe-cevicheria-miraflores'))).toEqual(new Set(['dining']));
    expect(new Set(scene('mx-taqueria-narvarte'))).toEqual(new Set(['dining']));
    expect(new Set(scene('ec-cafe-floresta'))).toEqual(new Set(['restaurant']));
    expect(new Set(scene('cr-escuela-surf-tamarindo'))).toEqual(new Set(['surf']));
    expect(new Set(scene('ec-salon-eventos-ibarra'))).toEqual(new Set(['events']));
    // The two software firms that open the default order do not share a drawing.
    expect(scene('ec-software-a-medida')[0]).not.toBe(scene('mx-saas-facturacion-guadalajara')[0]);
    // The laundromat and the coast keep theirs.
    expect(new Set(scene('ec-lavanderia-carolina'))).toEqual(new Set(['service']));
    expect(new Set(scene('ec-hostal-galapagos'))).toEqual(new Set(['hospitality']));
    // A listing's own pictures never repeat within its gallery.
    for (const listing of seedListings) {
      const urls = listingImages(listing);
      expect(new Set(urls).size, listing.key).toBe(urls.length);
    }
  });

  it('has the statuses the demo needs', () => {
    const byStatus = countBy(seedListings, (l) => l.status);
    expect(byStatus.get('pending')).toBe(3);
    expect(byStatus.get('draft')).toBe(2);
    expect(byStatus.get('rejected')).toBe(2);
    expect(byStatus.get('sold')).toBe(3);
    expect(byStatus.get('approved')).toBe(seedListings.length - 10);
    for (const l of seedListings.filter((x) => x.status === 'rejected')) {
      expect(l.rejectionReason).toBeTruthy();
    }
    // The demo seller sees every state on their dashboard.
    const demoSellerStatuses = new Set(
      seedListings.filter((l) => l.seller === 'vendedor').map((l) => l.status),
    );
    expect(demoSellerStatuses.size).toBe(5);
  });

  it('features about eight approved listings on the featured tier', () => {
    const featured = seedListings.filter((l) => l.featured);
    expect(featured.length).toBeGreaterThanOrEqual(7);
    expect(featured.length).toBeLessThanOrEqual(10);
    for (const l of featured) {
      expect(l.status).toBe('approved');
      expect(l.packageTier).toBe('featured');
    }
    expect(seedListings.some((l) => l.requiresEnhancedSignature)).toBe(true);
  });

  it('has plausible USD figures with profit never above revenue', () => {
    for (const l of seedListings) {
      expect(l.askingPrice).toBeGreaterThanOrEqual(15_000);
      expect(l.askingPrice).toBeLessThanOrEqual(1_200_000);
      expect(l.annualRevenue).toBeGreaterThan(0);
      if (l.annualProfit !== null) expect(l.annualProfit).toBeLessThanOrEqual(l.annualRevenue);
      expect(l.description.length).toBeGreaterThanOrEqual(2);
      expect(l.description.length).toBeLessThanOrEqual(4);
    }
    expect(seedListings.filter((l) => l.annualProfit === null).length).toBeGreaterThanOrEqual(2);
  });

  it('spreads creation dates over the last ~120 days, never in the future', () => {
    const ages = rows.map((r) => (now.getTime() - (r.createdAt as Date).getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(121);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(90);
    for (const r of rows) expect((r.updatedAt as Date).getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('keeps slugs stable between runs', () => {
    const first = seedListings[0]!;
    expect(listingSlug(first)).toBe(listingSlug({ ...first }));
  });
});

describe('demo NDA', () => {
  it('stores the SHA-256 of exactly its content', () => {
    expect(NDA_VERSION).toBe('1.0');
    expect(NDA_DOCUMENT_HASH).toBe(createHash('sha256').update(NDA_CONTENT).digest('hex'));
    const words = NDA_CONTENT.split(/\s+/).length;
    expect(words).toBeGreaterThan(1200);
    expect(words).toBeLessThan(1900);
    expect(NDA_CONTENT).toContain('Ley de Comercio Electrónico, Firmas Electrónicas y Mensajes de Datos');
    expect(NDA_CONTENT).toContain('Ley Orgánica de Protección de Datos Personales');
  });
});

describe('demo accounts and content', () => {
  it('has one account per role plus extra sellers under traspasa.test', () => {
    expect(Object.values(demoAccounts).map((a) => a.role)).toEqual([
      'admin',
      'seller',
      'buyer',
      'consultant',
    ]);
    const all = [...Object.values(demoAccounts), ...Object.values(extraSellers)];
    expect(new Set(all.map((a) => a.email)).size).toBe(all.length);
    for (const a of all) expect(a.email).toMatch(/@traspasa\.test$/);
    expect(Object.values(extraSellers).filter((s) => s.identityVerified).length).toBeGreaterThanOrEqual(2);
  });

  it('computes Ecuadorian cédula check digits', () => {
    // 1710034065 is the usual textbook example of a valid cédula.
    expect(cedula('171003406')).toBe('1710034065');
  });

  it('has 12–16 resources and professionals, one linked to the consultant', () => {
    const resources = seedResources(now);
    expect(resources.length).toBeGreaterThanOrEqual(12);
    expect(resources.length).toBeLessThanOrEqual(16);
    for (const r of resources) {
      if (r.isExternal) expect(r.externalUrl).toMatch(/^https:\/\/www\.[a-z.]+\.(gob|fin)\.ec$/);
      else expect(r.content?.length ?? 0).toBeGreaterThan(500);
    }
    const pros = seedProfessionals(42, now);
    expect(pros.length).toBeGreaterThanOrEqual(12);
    expect(pros.length).toBeLessThanOrEqual(16);
    expect(pros.filter((p) => p.userId === 42)).toHaveLength(1);
  });

  it('has plans whose features exist, packages for both paid tiers, and two discount codes', () => {
    const featureNames = new Set<string>(Object.keys(catalogueFeatures));
    expect(cataloguePlans.length).toBeGreaterThanOrEqual(4);
    expect(new Set(cataloguePackages.map((p) => p.packageTier))).toEqual(new Set(['premium', 'featured']));
    for (const plan of cataloguePlans) {
      expect(plan.stripeProductId).toMatch(/^prod_local_/);
      for (const name of plan.incluye.split(',')) expect(featureNames.has(name)).toBe(true);
    }
    expect(seedDiscountCodes(now).map((c) => c.code)).toEqual(['BIENVENIDA10', 'LANZAMIENTO25']);
  });
});
