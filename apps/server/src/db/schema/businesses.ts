import { premisesTypes } from '@traspasa/shared/businesses';
import {
  businessCategories,
  businessCategoryLabels,
  businessReportStatuses,
  businessStatuses,
  packageTiers,
} from '@traspasa/shared/enums';
import { listingAccessModes } from '@traspasa/shared/listing-access';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

/** "a is not null and b is not null and …" */
function allNotNull(columns: AnyPgColumn[]): SQL {
  return sql.join(
    columns.map((c) => sql`${c} is not null`),
    sql` and `,
  );
}

/** The statuses anyone may see, as SQL; the partial list indexes and the list queries share it. */
export const PUBLIC_PREDICATE = `"status" in ('approved', 'reserved', 'sold')`;
/**
 * What a default search lists (sold hidden, decision 051): approved and reserved ones (a reserved
 * listing stays in search with «Reservado», decision 171). The `listed` partial indexes and the
 * default searches share this text, so counts are index-only (decision 050).
 */
export const LISTED_PREDICATE = `"status" in ('approved', 'reserved')`;

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

// The category is stored as an English code; search on its Spanish label so
// "restaurante" finds category 'restaurant'. Regenerate the migration if the labels change.
const categoryLabelSql = `case "category" ${Object.entries(businessCategoryLabels)
  .map(([code, label]) => `when '${code}' then '${label.replaceAll("'", "''")}'`)
  .join(' ')} else '' end`;

// immutable_unaccent() is created by the extensions migration: unaccent() itself is
// only STABLE, which a generated column or an index expression does not accept.
const searchVectorSql = sql.raw(
  [
    `setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("title", ''))), 'A')`,
    `setweight(to_tsvector('spanish', public.immutable_unaccent(${categoryLabelSql} || ' ' || coalesce("location", '') || ' ' || coalesce("country", ''))), 'B')`,
    `setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("description", ''))), 'C')`,
  ].join(' || '),
);

export const businesses = pgTable(
  'businesses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: a seller's account is anonymised, never deleted from under its listings.
    sellerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    slug: text().notNull(),
    // A draft may be incomplete; the check below demands the rest once it is submitted.
    description: text(),
    category: text(),
    country: text(),
    location: text(),
    askingPrice: numeric({ precision: 14, scale: 2 }),
    annualRevenue: numeric({ precision: 14, scale: 2 }),
    // May be negative: a business can run at a loss.
    annualProfit: numeric({ precision: 14, scale: 2 }),
    yearsOperation: integer(),
    employeeCount: integer(),
    sellingReason: text(),
    // The facts buyers ask for (decision 130): public, shown as "Datos clave".
    /** Owner's benefit a year: what the business leaves its owner (profit + the owner's pay). */
    cashFlow: numeric({ precision: 14, scale: 2 }),
    /** null = the seller did not say. */
    inventoryIncluded: boolean(),
    inventoryValue: numeric({ precision: 14, scale: 2 }),
    equipmentIncluded: boolean(),
    equipmentValue: numeric({ precision: 14, scale: 2 }),
    premises: text(),
    monthlyRent: numeric({ precision: 14, scale: 2 }),
    leaseEndsOn: date({ mode: 'string' }),
    sellerFinancing: boolean(),
    sellerFinancingTerms: text(),
    /** Weeks the seller stays to train the buyer after the handover. */
    trainingWeeks: integer(),
    packageTier: text().notNull().default('basic'),
    status: text().notNull().default('draft'),
    /** While `held` (the seller's account is suspended): the status it returns to (decision 156). */
    heldFrom: text(),
    /** Shown to the seller after an admin rejection (decision 030). */
    rejectionReason: text(),
    // The confidential part, behind a signed NDA like confidentialInfo ("Otros datos").
    tradeName: text(),
    /** Ecuador: the 13-digit RUC ending in 001; elsewhere the local tax id as written. */
    taxId: text(),
    exactAddress: text(),
    /** The landlord and the lease's terms. */
    leaseTerms: text(),
    confidentialInfo: text(),
    images: text().array().notNull().default(sql`'{}'`),
    documents: text().array().notNull().default(sql`'{}'`),
    featured: boolean().notNull().default(false),
    /** The featured tier lasts 30 days (decision 090). */
    featuredUntil: timestamp({ withTimezone: true }),
    /** Set when a package credit is spent on approval, so a re-approval never spends a second one. */
    packageCreditUsedAt: timestamp({ withTimezone: true }),
    requiresEnhancedSignature: boolean().notNull().default(false),
    /** Only buyers with a verified identity may sign this listing's NDA (decision 100). */
    requireVerifiedBuyer: boolean().notNull().default(false),
    /** `immediate` (signing opens the confidential part) or `approval` (the seller approves each buyer; decision 062). */
    accessMode: text().notNull().default('immediate'),
    /** Only buyers with funds verified at or above the band of the asking price (decision 062). */
    requireVerifiedFunds: boolean().notNull().default(false),
    /**
     * «Aceptar ofertas de respaldo mientras está reservado»: off, a reserved listing refuses new
     * NDAs and offers; on, it takes them as back-up offers (decision 171).
     */
    acceptBackupOffers: boolean().notNull().default(false),
    // Freshness (decision 151).
    /** The last admin approval. */
    approvedAt: timestamp({ withTimezone: true }),
    /**
     * "Actualizado hace N días": the last approval, renewal or public edit that stayed
     * public (an admin's correction). Sorts "Más recientes" and the "últimos N días" filter.
     */
    refreshedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When an approved listing expires unless renewed: 90 days after approval or renewal. */
    expiresAt: timestamp({ withTimezone: true }),
    /** The last expiry reminder sent in this period (7, then 1 day before); null after renewal. */
    expiryReminderDays: integer(),
    /** When it was marked sold: sold listings leave search after 30 days. */
    soldAt: timestamp({ withTimezone: true }),
    /** The seller changed public content while it was expired: renewing sends it to review. */
    editedSinceApproval: boolean().notNull().default(false),
    searchVector: tsvector().generatedAlwaysAs(searchVectorSql),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('businesses_slug_unique').on(t.slug),
    index('businesses_status_featured_created_at_idx').on(t.status, t.featured, t.createdAt),
    // Public listings (status in ('approved','reserved','sold')), one index per list order (decision 050).
    // The list queries write the same predicate literally so the planner can use them.
    index('businesses_public_order_idx').on(t.featured, t.createdAt, t.id).where(sql.raw(PUBLIC_PREDICATE)),
    // "Más recientes" and the "últimos N días" filter walk the freshness (decision 151).
    index('businesses_public_refreshed_idx').on(t.refreshedAt, t.id).where(sql.raw(PUBLIC_PREDICATE)),
    // The expiry and reminder jobs: approved listings by their end (decision 151).
    index('businesses_approved_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'approved'`),
    // A public listing always has a price (submitted_complete_check): one index, both directions.
    index('businesses_public_price_idx').on(t.askingPrice, t.id).where(sql.raw(PUBLIC_PREDICATE)),
    index('businesses_public_revenue_idx')
      .on(t.annualRevenue.desc().nullsLast(), t.id.desc())
      .where(sql.raw(PUBLIC_PREDICATE)),
    // location filter: substring match on the unaccented lower-case location.
    index('businesses_location_trgm_idx').using(
      'gin',
      sql`public.immutable_unaccent(lower(${t.location})) gin_trgm_ops`,
    ),
    // Category browsing: the page walks the default order inside the category and the capped
    // count is index-only (decision 050, "facet indexes"). Country keeps a plain expression
    // index: a partial (country, order) one made the planner sort 36k rows for price orders.
    index('businesses_public_category_order_idx')
      .on(t.category, t.featured, t.createdAt, t.id)
      .where(sql.raw(PUBLIC_PREDICATE)),
    index('businesses_lower_country_idx').on(sql`lower(${t.country})`),
    // The same orders among approved listings only: what a search lists unless it asks for sold
    // ones (decision 051). The page walks them without a status filter and the capped count is
    // index-only (decision 050: 4 ms of heap visits → 0.3 ms per category or price count).
    index('businesses_listed_order_idx').on(t.featured, t.createdAt, t.id).where(sql.raw(LISTED_PREDICATE)),
    index('businesses_listed_category_order_idx')
      .on(t.category, t.featured, t.createdAt, t.id)
      .where(sql.raw(LISTED_PREDICATE)),
    index('businesses_listed_refreshed_idx').on(t.refreshedAt, t.id).where(sql.raw(LISTED_PREDICATE)),
    // A category's listings of the last N days (decision 151's filter): the capped count is an
    // index-only range instead of intersecting two large bitmaps (1M: 97 ms for restaurants of
    // the last 7 days; decision 050, third pass).
    index('businesses_listed_category_refreshed_idx')
      .on(t.category, t.refreshedAt)
      .where(sql.raw(LISTED_PREDICATE)),
    // Price order among approved listings, with profit and revenue as trailing key columns: a
    // price walk filtered by a profit or revenue range tests them in the index (Index Cond)
    // instead of fetching each skipped row from the heap (1M, profit 20k–100k by price: 25,600
    // heap rows skipped; decision 050, third pass, S2). Replaces (asking_price, id).
    index('businesses_listed_price_ranges_idx')
      .on(t.askingPrice, t.id, t.annualProfit, t.annualRevenue)
      .where(sql.raw(LISTED_PREDICATE)),
    index('businesses_listed_revenue_idx')
      .on(t.annualRevenue.desc().nullsLast(), t.id.desc())
      .where(sql.raw(LISTED_PREDICATE)),
    // «Negocios parecidos» (decision 155): one range of approved listings — same category and
    // country, the price window — instead of intersecting three bitmaps (100k: median 18 → 5 ms).
    index('businesses_listed_similar_idx')
      .on(t.category, sql`lower(${t.country})`, t.askingPrice)
      .where(sql.raw(LISTED_PREDICATE)),
    index('businesses_seller_id_idx').on(t.sellerId),
    // Which listing a photo URL belongs to: /uploads/businesses/ answers by its status (decision 080).
    index('businesses_images_idx').using('gin', t.images),
    index('businesses_country_location_idx').on(t.country, t.location),
    index('businesses_search_vector_idx').using('gin', t.searchVector),
    // Fuzzy title match; queries must use the same expression to hit it.
    index('businesses_title_trgm_idx').using(
      'gin',
      sql`public.immutable_unaccent(lower(${t.title})) gin_trgm_ops`,
    ),
    check('businesses_category_check', oneOf(t.category, businessCategories)),
    check('businesses_package_tier_check', oneOf(t.packageTier, packageTiers)),
    check('businesses_status_check', oneOf(t.status, businessStatuses)),
    check('businesses_access_mode_check', oneOf(t.accessMode, listingAccessModes)),
    check(
      'businesses_held_from_check',
      sql`(${t.status} = 'held') = (${t.heldFrom} is not null) and (${t.heldFrom} is null or ${t.heldFrom} in ('approved', 'reserved', 'sold'))`,
    ),
    check('businesses_asking_price_check', sql`${t.askingPrice} >= 0`),
    check('businesses_annual_revenue_check', sql`${t.annualRevenue} >= 0`),
    check('businesses_years_operation_check', sql`${t.yearsOperation} >= 0`),
    check('businesses_employee_count_check', sql`${t.employeeCount} >= 0`),
    check('businesses_premises_check', oneOf(t.premises, premisesTypes)),
    check(
      'businesses_fact_amounts_check',
      sql`${t.cashFlow} >= 0 and ${t.inventoryValue} >= 0 and ${t.equipmentValue} >= 0 and ${t.monthlyRent} >= 0`,
    ),
    check('businesses_training_weeks_check', sql`${t.trainingWeeks} between 0 and 104`),
    check('businesses_title_check', sql`length(btrim(${t.title})) > 0`),
    // Only drafts may be incomplete (decision 030: draft → pending requires these).
    check(
      'businesses_submitted_complete_check',
      sql`${t.status} = 'draft' or (${allNotNull([t.description, t.category, t.country, t.location, t.askingPrice])})`,
    ),
  ],
);

export const businessReports = pgTable(
  'business_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    // Set null keeps the moderation history if the reporter's account goes.
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    details: text(),
    status: text().notNull().default('pending'),
    adminNotes: text(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('business_reports_status_idx').on(t.status, t.createdAt),
    index('business_reports_business_id_idx').on(t.businessId),
    index('business_reports_user_id_idx').on(t.userId),
    check('business_reports_status_check', oneOf(t.status, businessReportStatuses)),
  ],
);

/** A buyer's saved listings. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId] }),
    index('favorites_business_id_idx').on(t.businessId),
  ],
);

/** First-party listing statistics for sellers (decision 031), one row per listing per day. */
export const businessDailyStats = pgTable(
  'business_daily_stats',
  {
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
    favorites: integer().notNull().default(0),
    ndaRequests: integer().notNull().default(0),
    contacts: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.day] }),
    check(
      'business_daily_stats_counts_check',
      sql`${t.views} >= 0 and ${t.favorites} >= 0 and ${t.ndaRequests} >= 0 and ${t.contacts} >= 0`,
    ),
  ],
);

/**
 * Dedupes views: a visitor counts once per listing per day. `visitorHash` is a
 * salted hash of IP + user agent (or the user id), never the raw values; rows
 * older than a few days are pruned.
 */
export const businessViewVisitors = pgTable(
  'business_view_visitors',
  {
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    visitorHash: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.day, t.visitorHash] }),
    index('business_view_visitors_day_idx').on(t.day),
  ],
);
