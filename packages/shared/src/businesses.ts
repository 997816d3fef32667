import { z } from 'zod';
import {
  businessSorts,
  freshnessWindows,
  invertedRangeMessage,
  invertedRanges,
  premisesTypes,
} from './business-labels.ts';
import { businessCategories, businessStatuses, ndaStatuses, packageTiers } from './enums.ts';
import { listingAccessModes, listingAccessStates } from './listing-access.ts';

export {
  type BusinessSort,
  businessSorts,
  type FreshnessWindow,
  freshnessLabels,
  freshnessWindows,
  invertedRangeMessage,
  invertedRanges,
  listingReference,
  type PremisesType,
  premisesLabels,
  premisesTypes,
  type SearchRange,
  searchRanges,
} from './business-labels.ts';

const money = z.string().nullable();

/** A listing as anyone may see it: never confidentialInfo, documents or the seller's contact data. */
export const publicBusinessListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(businessCategories).nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  askingPrice: money,
  annualRevenue: money,
  annualProfit: money,
  images: z.array(z.string()),
  featured: z.boolean(),
  status: z.enum(businessStatuses),
  packageTier: z.enum(packageTiers),
  createdAt: z.string(),
  /**
   * "Actualizado hace N días" (decision 151): the last approval, renewal or public
   * edit that stayed public, or the sale.
   */
  refreshedAt: z.string(),
  sellerVerified: z.boolean(),
});
export type PublicBusinessListItem = z.infer<typeof publicBusinessListItem>;

export const businessAccess = z.object({
  ndaStatus: z.enum(ndaStatuses).nullable(),
  canViewConfidential: z.boolean(),
  canMessage: z.boolean(),
  /**
   * The viewer's access state on their NDA of this listing when it keeps the confidential part
   * closed (requested, declined, expired, revoked; decision 062); absent otherwise.
   */
  accessState: z.enum(listingAccessStates).nullable().optional(),
  /**
   * The listing is reserved for another buyer (decision 171): this viewer's NDA grants access,
   * paused until the reservation ends; absent otherwise.
   */
  accessPaused: z.boolean().optional(),
});
export type BusinessAccess = z.infer<typeof businessAccess>;

/**
 * A private document of a listing (decision 042). `url` downloads it — each download is
 * logged — for whoever may see the confidential part. `size` (bytes) when known.
 */
export const listingDocument = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().min(0).optional(),
  url: z.string(),
});
export type ListingDocument = z.infer<typeof listingDocument>;

/**
 * How fast a seller usually answers a buyer's first message (median over the last 90 days,
 * computed from the messages themselves); null when there is too little to tell.
 */
export const sellerReplyTimes = ['under_2h', 'under_1d', 'over_1d'] as const;
export type SellerReplyTime = (typeof sellerReplyTimes)[number];

/** The seller card of a listing: who sells, never their contact data. */
export const listingSeller = z.object({
  /** First name and the initial of the surname until the buyer may write to them; then the full name. */
  displayName: z.string(),
  identityVerified: z.boolean(),
  memberSince: z.string(),
  replyTime: z.enum(sellerReplyTimes).nullable(),
});
export type ListingSeller = z.infer<typeof listingSeller>;

/** The structured facts of the sale anyone may see ("Datos clave"). Amounts as numeric strings. */
export const listingFacts = z.object({
  /** "TR-000123", from `listingReference`. */
  reference: z.string(),
  /** Owner's benefit a year: profit plus what the business pays its owner. */
  cashFlow: money,
  /** null: the seller did not say. */
  inventoryIncluded: z.boolean().nullable(),
  inventoryValue: money,
  equipmentIncluded: z.boolean().nullable(),
  equipmentValue: money,
  premises: z.enum(premisesTypes).nullable(),
  monthlyRent: money,
  /** YYYY-MM-DD. */
  leaseEndsOn: z.string().nullable(),
  sellerFinancing: z.boolean().nullable(),
  sellerFinancingTerms: z.string().nullable(),
  /** Weeks the seller stays to train the buyer. */
  trainingWeeks: z.number().int().nullable(),
});
export type ListingFacts = z.infer<typeof listingFacts>;

/** The structured confidential fields (behind a signed NDA, like `confidentialInfo`). */
export const confidentialFields = z.object({
  tradeName: z.string().nullable(),
  /** Ecuador: the RUC (13 digits ending in 001); other countries: the local tax id. */
  taxId: z.string().nullable(),
  exactAddress: z.string().nullable(),
  /** The landlord and the lease's terms. */
  leaseTerms: z.string().nullable(),
});
export type ConfidentialFields = z.infer<typeof confidentialFields>;

export const businessDetail = publicBusinessListItem.extend({
  ...listingFacts.shape,
  description: z.string().nullable(),
  sellingReason: z.string().nullable(),
  yearsOperation: z.number().int().nullable(),
  employeeCount: z.number().int().nullable(),
  requiresEnhancedSignature: z.boolean(),
  /** The seller accepts only buyers with a verified identity for the NDA (decision 100). */
  requireVerifiedBuyer: z.boolean(),
  /** Who opens the confidential part (decision 062): signing, or the seller's approval. */
  accessMode: z.enum(listingAccessModes).optional(),
  /** The seller asks for funds verified at or above the band of the asking price (decision 062). */
  requireVerifiedFunds: z.boolean().optional(),
  /** While reserved, new NDAs and offers are taken as back-up offers (decision 171). */
  acceptBackupOffers: z.boolean().optional(),
  updatedAt: z.string(),
  access: businessAccess,
  /** Present only when `access.canMessage` (a signed NDA, or an admin): opens the conversation. */
  sellerId: z.number().int().optional(),
  /** Present only for the seller, admins and buyers with a signed NDA ("Otros datos"). */
  confidentialInfo: z.string().nullable().optional(),
  tradeName: z.string().nullable().optional(),
  taxId: z.string().nullable().optional(),
  exactAddress: z.string().nullable().optional(),
  leaseTerms: z.string().nullable().optional(),
  documents: z.array(listingDocument).optional(),
  /** The seller card (the public detail page only). */
  seller: listingSeller.optional(),
});
export type BusinessDetail = z.infer<typeof businessDetail>;

const amount = z.coerce.number().min(0).max(1e12).optional();
const signedAmount = z.coerce.number().min(-1e12).max(1e12).optional();
/** A yes/no filter in the address: only "true" turns it on ("false" or absent: off). */
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/**
 * The search filter model of /businesses (decision 051), the one the address holds and that saved
 * searches and alerts reuse: words, facets, amount ranges, photos, sold listings, freshness and order.
 * Amounts are plain numbers of dollars; `includeSold` off (the default) hides sold listings.
 */
export const businessSearchFilters = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.enum(businessCategories).optional(),
  country: z.string().trim().max(100).optional(),
  location: z.string().trim().max(100).optional(),
  minPrice: amount,
  maxPrice: amount,
  minRevenue: amount,
  maxRevenue: amount,
  minProfit: signedAmount,
  maxProfit: signedAmount,
  withPhotos: flag,
  includeSold: flag,
  /** Hides reserved listings, which a search lists by default with «Reservado» (decision 171). */
  hideReserved: flag,
  /** Only listings published, renewed or updated in the last 7 or 30 days. */
  publishedWithin: z.enum(freshnessWindows).optional(),
  sort: z.enum(businessSorts).default('relevance'),
});
export type BusinessSearchFilters = z.infer<typeof businessSearchFilters>;

export const businessListQuery = businessSearchFilters
  .extend({
    featured: flag,
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  // An inverted range is refused (400, in words), never read as "nothing" or swapped.
  .superRefine((q, ctx) => {
    for (const range of invertedRanges(q)) {
      ctx.addIssue({ code: 'custom', path: [range.max], message: invertedRangeMessage(range) });
    }
  });
export type BusinessListQuery = z.infer<typeof businessListQuery>;

export const businessListResponse = z.object({
  items: z.array(publicBusinessListItem),
  nextCursor: z.string().nullable(),
  /** Exact up to 1,000 matches; past that 1,000 with totalIsLowerBound (decision 050). */
  total: z.number().int(),
  /** True when more than `total` listings match ("más de 1.000 negocios"). */
  totalIsLowerBound: z.boolean(),
  /** When nothing matched the words as typed: the corrected words the results match ("Mostrando resultados para …"). */
  correctedQuery: z.string().nullable(),
  /**
   * True when that "more than" is PostgreSQL's estimate, not a count: a first page whose words,
   * city or country the planner expects to match at least 5,000 listings (2,000 for one word and
   * no other filter) is not counted (decision 050). A first page with fewer results than asked for is always exact. Kept last:
   * the precompiled serializer writes optional fields after the others, as zod must too.
   */
  totalIsEstimate: z.boolean().optional(),
});
export type BusinessListResponse = z.infer<typeof businessListResponse>;

export const categoryCounts = z.array(
  z.object({ category: z.enum(businessCategories), count: z.number().int() }),
);
