// The seller, admin and buyer side of listings (decision 030). The public read side lives in
// businesses.ts. Server routes and web forms both use these schemas.
import { z } from 'zod';
import {
  businessDetail,
  confidentialFields,
  listingDocument,
  premisesTypes,
  publicBusinessListItem,
} from './businesses.ts';
import { businessCategories, businessReportStatuses, businessStatuses, packageTiers } from './enums.ts';
import { isRealDay } from './format.ts';
import { listingAccessSettings } from './listing-access.ts';
import { formatMoney, isWholeCents, MONEY_MAX } from './money.ts';

const text = (max: number) => z.string().trim().max(max);
const CENTS_ONLY = 'Los montos llevan como máximo dos decimales (los centavos).';
const money = z.number().finite().min(0).max(MONEY_MAX).refine(isWholeCents, CENTS_ONLY);
const BAD_DAY = 'Elige una fecha válida del calendario.';
/** A day as YYYY-MM-DD (what a date field sends), between 2000 and 2100. */
const day = z
  .string()
  .regex(/^(20\d\d|2100)-\d\d-\d\d$/, BAD_DAY)
  .refine(isRealDay, BAD_DAY);

/** Every field a seller owns (the `businesses` row); a draft needs only a title. */
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
  // The facts of the sale (decision 130); how they fit together: factProblems.
  cashFlow: money.nullable(),
  inventoryIncluded: z.boolean().nullable(),
  inventoryValue: money.nullable(),
  equipmentIncluded: z.boolean().nullable(),
  equipmentValue: money.nullable(),
  premises: z.enum(premisesTypes).nullable(),
  monthlyRent: money.nullable(),
  leaseEndsOn: day.nullable(),
  sellerFinancing: z.boolean().nullable(),
  sellerFinancingTerms: text(300).nullable(),
  trainingWeeks: z.number().int().min(0).max(104).nullable(),
  // Confidential: only the seller, admins and buyers with a signed NDA see these.
  tradeName: text(200).nullable(),
  taxId: text(40).nullable(),
  exactAddress: text(500).nullable(),
  leaseTerms: text(4_000).nullable(),
  /** "Otros datos confidenciales": everything else, and the whole text of older listings. */
  confidentialInfo: text(20_000).nullable(),
  packageTier: z.enum(packageTiers),
  requiresEnhancedSignature: z.boolean(),
  /** Only buyers with a verified identity may sign this listing's NDA (decision 100). */
  requireVerifiedBuyer: z.boolean(),
  /** The access mode and the funds requirement (decision 062). */
  ...listingAccessSettings.shape,
  /** «Aceptar ofertas de respaldo mientras está reservado» (decision 171). */
  acceptBackupOffers: z.boolean(),
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

// ---------- plausibility of the figures (decision 081) ----------

/**
 * A figure that is possible but unlikely, usually a typo (a zero too many or too few). The
 * seller must confirm it before submitting; moderators see it flagged.
 */
/** The amounts of a listing, in dollars (numeric(14,2) in the table). */
export const LISTING_MONEY_FIELDS = [
  'askingPrice',
  'annualRevenue',
  'annualProfit',
  'cashFlow',
  'inventoryValue',
  'equipmentValue',
  'monthlyRent',
] as const;
export type ListingMoneyField = (typeof LISTING_MONEY_FIELDS)[number];

export const figureWarning = z.object({
  code: z.enum([
    'profit_above_revenue',
    'price_below_month_profit',
    'price_above_50x_profit',
    'negative_revenue',
    'cash_flow_above_revenue',
    'rent_above_revenue',
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
  cashFlow?: Figure;
  monthlyRent?: Figure;
}): FigureWarning[] {
  const price = toNumber(figures.askingPrice);
  const revenue = toNumber(figures.annualRevenue);
  const profit = toNumber(figures.annualProfit);
  const cashFlow = toNumber(figures.cashFlow);
  const rent = toNumber(figures.monthlyRent);
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
  if (cashFlow !== null && revenue !== null && revenue >= 0 && cashFlow > revenue) {
    out.push({
      code: 'cash_flow_above_revenue',
      field: 'cashFlow',
      message: `El beneficio del dueño (${formatMoney(cashFlow)}) es mayor que las ventas anuales (${formatMoney(revenue)}). Sale de las ventas: revisa las dos cifras.`,
    });
  }
  if (rent !== null && revenue !== null && revenue > 0 && rent * 12 > revenue) {
    out.push({
      code: 'rent_above_revenue',
      field: 'monthlyRent',
      message: `Un año de arriendo (12 × ${formatMoney(rent)}) supera las ventas anuales (${formatMoney(revenue)}). ¿El arriendo es mensual? ¿Sobra algún cero?`,
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

/** The facts and confidential fields as the form and the table hold them (see factProblems). */
type FactState = {
  country?: string | null;
  inventoryIncluded?: boolean | null;
  inventoryValue?: Figure;
  equipmentIncluded?: boolean | null;
  equipmentValue?: Figure;
  premises?: string | null;
  monthlyRent?: Figure;
  leaseEndsOn?: string | null;
  sellerFinancing?: boolean | null;
  sellerFinancingTerms?: string | null;
  taxId?: string | null;
};

/** Ecuador's RUC: 13 digits, the last three 001 (the main establishment). */
export const ECUADOR_RUC = /^\d{10}001$/;
export const RUC_MESSAGE =
  'El RUC de Ecuador tiene 13 dígitos y termina en 001, por ejemplo 1790012345001. Escríbelo sin espacios ni guiones.';

/** Ecuador's listings take a RUC; other countries' tax ids are kept as written. */
export function taxIdProblem(
  country: string | null | undefined,
  taxId: string | null | undefined,
): string | null {
  const id = taxId?.trim() ?? '';
  if (id === '' || (country ?? '').trim().toLowerCase() !== 'ecuador') return null;
  return ECUADOR_RUC.test(id) ? null : RUC_MESSAGE;
}

/**
 * Facts that contradict each other (a value for inventory that is not included, rent for
 * premises the seller owns, a RUC that is not one). The server refuses them with a 400 on
 * the merged listing; the form shows the same sentences beside the field.
 */
export function factProblems(f: FactState): Array<{ path: string; message: string }> {
  const out: Array<{ path: string; message: string }> = [];
  const has = (v: unknown) => v !== null && v !== undefined && v !== '';
  if (has(f.inventoryValue) && f.inventoryIncluded !== true) {
    out.push({
      path: 'inventoryValue',
      message: 'Para indicar el valor del inventario, marca primero que está incluido en la venta.',
    });
  }
  if (has(f.equipmentValue) && f.equipmentIncluded !== true) {
    out.push({
      path: 'equipmentValue',
      message: 'Para indicar el valor de los equipos, marca primero que están incluidos en la venta.',
    });
  }
  if (f.premises !== 'leased') {
    if (has(f.monthlyRent)) {
      out.push({
        path: 'monthlyRent',
        message: 'El arriendo mensual solo se indica si el local es arrendado.',
      });
    }
    if (has(f.leaseEndsOn)) {
      out.push({
        path: 'leaseEndsOn',
        message: 'El fin del contrato de arriendo solo se indica si el local es arrendado.',
      });
    }
  }
  if (has(f.sellerFinancingTerms) && f.sellerFinancing !== true) {
    out.push({
      path: 'sellerFinancingTerms',
      message: 'Las condiciones del financiamiento solo se indican si ofreces financiar parte del precio.',
    });
  }
  const ruc = taxIdProblem(f.country, f.taxId);
  if (ruc) out.push({ path: 'taxId', message: ruc });
  return out;
}

/** `POST /api/businesses/:id/submit`: `confirmFigures` once the seller has seen the warnings. */
export const submitBusinessInput = z.object({ confirmFigures: z.boolean().optional() });
export type SubmitBusinessInput = z.infer<typeof submitBusinessInput>;

/** A listing as its seller (or an admin) sees it: everything, including the confidential part. */
export const ownBusiness = businessDetail.extend({
  ...confidentialFields.shape,
  sellerId: z.number().int(),
  rejectionReason: z.string().nullable(),
  confidentialInfo: z.string().nullable(),
  documents: z.array(listingDocument),
  featuredUntil: z.string().nullable(),
  /** When the listing expires unless renewed (approved listings; decision 151). */
  expiresAt: z.string().nullable(),
  /** Expired and its public content changed since: renewing sends it to review. */
  editedSinceApproval: z.boolean(),
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

/** Photos per listing by package tier (decision 041; defaults an admin can change later). */
export const photoLimits: Record<(typeof packageTiers)[number], number> = {
  basic: 5,
  premium: 15,
  featured: 15,
};
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
