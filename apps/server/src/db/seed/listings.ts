import { createHash } from 'node:crypto';
import type { businesses } from '../schema/businesses.ts';
import { listingScene, seedImageUrl, seedImageVariants } from './images.ts';
import { listingFacts } from './listing-facts.ts';
import { listingsEcuador1 } from './listings-ecuador-1.ts';
import { listingsEcuador2 } from './listings-ecuador-2.ts';
import { listingsEcuador3 } from './listings-ecuador-3.ts';
import { listingsEcuador4 } from './listings-ecuador-4.ts';
import { listingsLatam1 } from './listings-latam-1.ts';
import { listingsLatam2 } from './listings-latam-2.ts';
import { listingsLatam3 } from './listings-latam-3.ts';
import type { SeedConfidential, SeedListing, SellerKey } from './types.ts';

export const seedListings: readonly SeedListing[] = [
  ...listingsEcuador1,
  ...listingsEcuador2,
  ...listingsEcuador3,
  ...listingsEcuador4,
  ...listingsLatam1,
  ...listingsLatam2,
  ...listingsLatam3,
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** kebab-case, ASCII only ("Cafetería en Cumbayá" → "cafeteria-en-cumbaya"), at most ~60 characters. */
export function slugify(text: string): string {
  const base = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (base.length <= 60) return base;
  const cut = base.slice(0, 60);
  return cut.slice(0, cut.lastIndexOf('-') > 30 ? cut.lastIndexOf('-') : 60);
}

/** Title slug plus a short suffix derived from the stable key, so it never changes between runs. */
export function listingSlug(listing: SeedListing): string {
  const suffix = createHash('sha256').update(listing.key).digest('hex').slice(0, 5);
  return `${slugify(listing.title)}-${suffix}`;
}

/**
 * Gallery URLs: drawings of the listing's own kind of business (`listingScene`); the first
 * variant is picked from the key so neighbours in a category differ.
 */
export function listingImages(listing: SeedListing): string[] {
  const start = createHash('sha256').update(listing.key).digest()[0]! % seedImageVariants;
  return Array.from({ length: listing.images }, (_, i) =>
    seedImageUrl(listingScene(listing), ((start + i) % seedImageVariants) + 1),
  );
}

/**
 * "Otros datos confidenciales": what a buyer sees once the agreement is signed beyond the
 * structured fields (trade name, tax id, address and lease: `listingFacts`).
 */
export function renderConfidentialInfo(c: SeedConfidential): string {
  return [
    `Razón social / titular: ${c.legalName}`,
    `Proveedores y condiciones: ${c.suppliers}`,
    `Finanzas detalladas: ${c.financials}`,
    ...(c.notes ? [`Otros datos: ${c.notes}`] : []),
  ].join('\n\n');
}

export type BusinessInsert = typeof businesses.$inferInsert;

/** How long a listing waits for review before approval, in the demo. */
const REVIEW_DAYS = 1;
/** An approved listing's life without a renewal (decision 151; listing-expiry.job.ts). */
const LIFETIME_DAYS = 90;
/**
 * Listings the demo shows about to expire (decision 151): the seller dashboard of
 * vendedor@traspasa.test says «Vence en 5 días · Renovar». Days left at seeding.
 */
const EXPIRING_SOON: Readonly<Record<string, number>> = { 'ec-constructora-remodelaciones': 5 };
/** When the demo's sold listings were sold (days before seeding): two still in search with «Incluir vendidos». */
const SOLD_DAYS_AGO: Readonly<Record<string, number>> = {
  'ec-consultorio-odontologico': 12,
  'co-cosmeticos-cali': 20,
  'pe-botica-trujillo': 45,
};

/**
 * The freshness dates of a seeded listing, relative to `now` (decision 151): approved a day
 * after it was created and renewed every 90 days since, so a listing older than 90 days shows
 * its last renewal. None is expired on a fresh start: a period ending within two days counts as
 * renewed a few days ago, except the ones EXPIRING_SOON names. Listings created 82–88 days ago
 * expire within the week by themselves.
 */
function freshness(listing: SeedListing, created: Date, now: Date, jitterHours: number) {
  let createdAt = created;
  if (listing.status === 'draft' || listing.status === 'pending' || listing.status === 'rejected') {
    return { createdAt, approvedAt: null, refreshedAt: createdAt, expiresAt: null, soldAt: null };
  }
  let approvedAt = new Date(Math.min(createdAt.getTime() + REVIEW_DAYS * DAY_MS, now.getTime() - 3600_000));
  const soon = EXPIRING_SOON[listing.key];
  let refreshedAt: Date;
  if (soon !== undefined) {
    // Two hours short of the day count, so "Vence en N días" reads N.
    refreshedAt = new Date(now.getTime() - (LIFETIME_DAYS - soon) * DAY_MS - 2 * 3600_000);
    if (approvedAt > refreshedAt) approvedAt = refreshedAt;
    if (createdAt.getTime() > approvedAt.getTime() - REVIEW_DAYS * DAY_MS) {
      createdAt = new Date(approvedAt.getTime() - REVIEW_DAYS * DAY_MS);
    }
  } else {
    const periods = Math.floor((now.getTime() - approvedAt.getTime()) / (LIFETIME_DAYS * DAY_MS));
    refreshedAt = new Date(approvedAt.getTime() + periods * LIFETIME_DAYS * DAY_MS);
    if (refreshedAt.getTime() + (LIFETIME_DAYS - 2) * DAY_MS < now.getTime()) {
      refreshedAt = new Date(now.getTime() - (1 + (jitterHours % 4)) * DAY_MS);
    }
  }
  if (listing.status === 'sold') {
    const daysAgo = SOLD_DAYS_AGO[listing.key];
    const soldAt =
      daysAgo !== undefined
        ? new Date(now.getTime() - daysAgo * DAY_MS)
        : new Date(Math.min(now.getTime(), createdAt.getTime() + 40 * DAY_MS));
    if (approvedAt > soldAt) approvedAt = new Date(soldAt.getTime() - DAY_MS);
    return { createdAt, approvedAt, refreshedAt: soldAt, expiresAt: null, soldAt };
  }
  return {
    createdAt,
    approvedAt,
    refreshedAt,
    expiresAt: new Date(refreshedAt.getTime() + LIFETIME_DAYS * DAY_MS),
    soldAt: null,
  };
}

/** A listing as the `businesses` table stores it; timestamps are relative to `now`. */
export function toBusinessRow(listing: SeedListing, sellerId: number, now: Date): BusinessInsert {
  // A few hours of jitter so listings of the same day do not share a timestamp.
  const hours = createHash('sha256').update(listing.key).digest()[1]! % 20;
  const dates = freshness(
    listing,
    new Date(now.getTime() - listing.daysAgo * DAY_MS - hours * 60 * 60 * 1000),
    now,
    hours,
  );
  const { createdAt } = dates;
  const paidTier =
    listing.packageTier !== 'basic' && (listing.status === 'approved' || listing.status === 'sold');
  return {
    sellerId,
    title: listing.title,
    slug: listingSlug(listing),
    description: listing.description.join('\n\n'),
    category: listing.category,
    country: listing.country,
    location: listing.location,
    askingPrice: listing.askingPrice.toFixed(2),
    annualRevenue: listing.annualRevenue.toFixed(2),
    annualProfit: listing.annualProfit === null ? null : listing.annualProfit.toFixed(2),
    yearsOperation: listing.yearsOperation,
    employeeCount: listing.employeeCount,
    sellingReason: listing.sellingReason,
    ...listingFacts(listing),
    packageTier: listing.packageTier,
    status: listing.status,
    rejectionReason: listing.rejectionReason ?? null,
    confidentialInfo: renderConfidentialInfo(listing.confidential),
    images: listingImages(listing),
    documents: [],
    featured: listing.featured ?? false,
    // The demo should show its featured listings for a month after seeding.
    featuredUntil: listing.featured ? new Date(now.getTime() + 30 * DAY_MS) : null,
    packageCreditUsedAt: paidTier ? createdAt : null,
    requiresEnhancedSignature: listing.requiresEnhancedSignature ?? false,
    ...dates,
    updatedAt: dates.soldAt ?? dates.refreshedAt,
  };
}

export function buildBusinessRows(sellerIds: Record<SellerKey, number>, now: Date): BusinessInsert[] {
  return seedListings.map((listing) => toBusinessRow(listing, sellerIds[listing.seller], now));
}
