// The seller, admin and buyer side of listings (issue #3). The public read side lives in
// businesses.ts. Server routes and web forms both use these schemas.
import { z } from 'zod';
import { businessDetail, listingDocument, publicBusinessListItem } from './businesses.ts';
import { businessCategories, businessReportStatuses, businessStatuses, packageTiers } from './enums.ts';
import { formatMoney, isWholeCents, MONEY_MAX } from './money.ts';

const text = (max: number) => z.string().trim().max(max);
const CENTS_ONLY = 'Los montos llevan como máximo dos decimales (los centavos).';
const money = z.number().finite().min(0).max(MONEY_MAX).refine(isWholeCents, CENTS_ONLY);

/** Every field a seller owns (spec §3 `businesses`); a draft needs only a title. */
export const businessFields = z.object({
  title: text(120).min(5),
  description: text(10_000).nullable(),
  category: z.enum(businessCategories).nullable(),
  country: text(80).nullable(),
  location: text(120).nullable(),
  askingPrice: money.nullable(),
  annualRevenue: money.nullable(),
  // A business may run at a loss.
  annualProfit: z
    .number()
    .finite()
    .min(-MONEY_MAX)
    .max(MONEY_MAX)
    .refine(isWholeCents, CENTS_ONLY)
    .nullable(),
  yearsOperation: z.number().int().min(0).max(300).nullable(),
  employeeCount: z.number().int().min(0).max(100_000).nullable(),
  sellingReason: text(2_000).nullable(),
  confidentialInfo: text(20_000).nullable(),
  packageTier: z.enum(packageTiers),
  requiresEnhancedSignature: z.boolean(),
  /** Only buyers with a verified identity may sign this listing's NDA (issue 10). */
  requireVerifiedBuyer: z.boolean(),
});

export const createBusinessInput = businessFields
  .partial()
  .required({ title: true })
  .extend({
    /** Admins only: the seller the new draft belongs to (`/business/new`). Others get a 403. */
    sellerId: z.number().int().positive().max(2_147_483_647).optional(),
  });
export type CreateBusinessInput = z.infer<typeof createBusinessInput>;

export const updateBusinessInput = businessFields.partial();
export type UpdateBusinessInput = z.infer<typeof updateBusinessInput>;

// ---------- plausibility of the figures (issue 15) ----------

/**
 * A figure that is possible but unlikely, usually a typo (a zero too many or too few). The
 * seller must confirm it before submitting; moderators see it flagged.
 */
/** The amounts of a listing, in dollars (numeric(14,2) in the table). */
export const LISTING_MONEY_FIELDS = ['askingPrice', 'annualRevenue', 'annualProfit'] as const;
export type ListingMoneyField = (typeof LISTING_MONEY_FIELDS)[number];

export const figureWarning = z.object({
  code: z.enum([
    'profit_above_revenue',
    'price_below_month_profit',
    'price_above_50x_profit',
    'negative_revenue',
  ]),
  field: z.enum(LISTING_MONEY_FIELDS),
  message: z.string(),
});
export type FigureWarning = z.infer<typeof figureWarning>;

/** A price above this many years of profit is almost always a typo for small businesses. */
export const MAX_PRICE_TO_PROFIT = 50;

type Figure = number | string | null | undefined;
const toNumber = (v: Figure): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'string' ? Number(v) : v;
  return Number.isFinite(n) ? n : null;
};

/** The warnings for a listing's price, sales and profit (numbers or the API's numeric strings). */
export function figureWarnings(figures: {
  askingPrice?: Figure;
  annualRevenue?: Figure;
  annualProfit?: Figure;
}): FigureWarning[] {
  const price = toNumber(figures.askingPrice);
  const revenue = toNumber(figures.annualRevenue);
  const profit = toNumber(figures.annualProfit);
  const out: FigureWarning[] = [];
  if (revenue !== null && revenue < 0) {
    out.push({
      code: 'negative_revenue',
      field: 'annualRevenue',
      message: 'Las ventas anuales no pueden ser negativas.',
    });
  }
  if (profit !== null && revenue !== null && revenue >= 0 && profit > revenue) {
    out.push({
      code: 'profit_above_revenue',
      field: 'annualProfit',
      message: `La utilidad anual (${formatMoney(profit)}) es mayor que las ventas anuales (${formatMoney(revenue)}). La utilidad sale de las ventas: revisa las dos cifras.`,
    });
  }
  if (price !== null && profit !== null && profit > 0) {
    if (price < profit / 12) {
      out.push({
        code: 'price_below_month_profit',
        field: 'askingPrice',
        message: `El precio (${formatMoney(price)}) es menor que un solo mes de utilidad (${formatMoney(Math.round(profit / 12))}). ¿Falta algún cero?`,
      });
    } else if (price > profit * MAX_PRICE_TO_PROFIT) {
      out.push({
        code: 'price_above_50x_profit',
        field: 'askingPrice',
        message: `El precio (${formatMoney(price)}) equivale a más de ${MAX_PRICE_TO_PROFIT} años de utilidad (${formatMoney(profit)} al año). ¿Sobra algún cero?`,
      });
    }
  }
  return out;
}

/** `POST /api/businesses/:id/submit`: `confirmFigures` once the seller has seen the warnings. */
export const submitBusinessInput = z.object({ confirmFigures: z.boolean().optional() });
export type SubmitBusinessInput = z.infer<typeof submitBusinessInput>;

/** A listing as its seller (or an admin) sees it: everything, including the confidential part. */
export const ownBusiness = businessDetail.extend({
  sellerId: z.number().int(),
  rejectionReason: z.string().nullable(),
  confidentialInfo: z.string().nullable(),
  documents: z.array(listingDocument),
  featuredUntil: z.string().nullable(),
  /** Unlikely figures (a typo?): the seller confirmed them to submit; moderators see them. */
  figureWarnings: z.array(figureWarning),
});
export type OwnBusiness = z.infer<typeof ownBusiness>;

/** A keyset cursor as the API hands it out: opaque, sent back as `?cursor=`. */
const cursorParam = z.string().trim().max(200).optional();

/**
 * `GET /api/seller/businesses`: newest first. One page of 100 covers nearly every seller;
 * the cap keeps one response bounded (decision 030).
 */
export const sellerBusinessesQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export const sellerBusinessList = z.object({
  items: z.array(ownBusiness),
  nextCursor: z.string().nullable(),
});
export type SellerBusinessList = z.infer<typeof sellerBusinessList>;

export const rejectBusinessInput = z.object({ reason: text(1_000).min(10) });
export const featureBusinessInput = z.object({ featured: z.boolean() });

export const moderationQuery = z.object({
  status: z.enum(businessStatuses).default('pending'),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/** A page of the moderation queue: `moderationPage` in admin-listings.ts (with each seller). */

/** New order of the photos: the same URLs the listing has, rearranged. */
export const reorderImagesInput = z.object({ images: z.array(z.string().max(300)).max(30) });
export const imagesResponse = z.object({ images: z.array(z.string()) });
/** Every documents endpoint (upload, list, delete) answers the listing's documents in this shape. */
export const documentsResponse = z.object({ documents: z.array(listingDocument) });

export const reportReasons = [
  'fraude',
  'informacion_falsa',
  'duplicado',
  'contenido_inapropiado',
  'otro',
] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  fraude: 'Fraude',
  informacion_falsa: 'Información falsa',
  duplicado: 'Duplicado',
  contenido_inapropiado: 'Contenido inapropiado',
  otro: 'Otro',
};

export const createReportInput = z.object({
  reason: z.enum(reportReasons),
  details: text(2_000).nullable().optional(),
});

export const businessReport = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  businessTitle: z.string(),
  userId: z.number().int().nullable(),
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  status: z.enum(businessReportStatuses),
  adminNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BusinessReport = z.infer<typeof businessReport>;

export const reportListQuery = z.object({
  status: z.enum(businessReportStatuses).optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const reportListResponse = z.object({
  items: z.array(businessReport),
  nextCursor: z.string().nullable(),
});

export const updateReportInput = z.object({
  status: z.enum(['reviewed', 'resolved', 'dismissed']),
  adminNotes: text(2_000).nullable().optional(),
});

export const favoriteItem = publicBusinessListItem.extend({ savedAt: z.string() });
export const favoritesResponse = z.object({
  items: z.array(favoriteItem),
  nextCursor: z.string().nullable(),
});

export const favoritesQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** One day of a listing's first-party statistics (seller dashboard). */
export const dailyStat = z.object({
  day: z.string(),
  views: z.number().int(),
  favorites: z.number().int(),
  ndaRequests: z.number().int(),
  contacts: z.number().int(),
});
export const businessStatsResponse = z.object({
  businessId: z.number().int(),
  days: z.array(dailyStat),
  totals: dailyStat.omit({ day: true }),
});
export type BusinessStats = z.infer<typeof businessStatsResponse>;

/** `GET /api/seller/stats`: the seller's listings together over the last `days` days. */
export const sellerStatsResponse = z.object({
  days: z.number().int(),
  totals: dailyStat.omit({ day: true }),
});
export type SellerStats = z.infer<typeof sellerStatsResponse>;

/** Photos per listing by package tier (DESIGN.md §3; defaults an admin can change later). */
export const photoLimits: Record<(typeof packageTiers)[number], number> = {
  basic: 5,
  premium: 15,
  featured: 15,
};
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
