// Proof of funds (decision 104): a buyer uploads a bank certificate or statement and declares
// a band; an admin confirms or lowers it. The approved band is a badge valid 90 days; the
// document is deleted 30 days after the decision while the decision and the band stay.
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, formatMonthYear } from './dates.ts';

/** The bands, lowest first: their order is the order of `bandCovers`. */
export const FUNDS_BANDS = ['hasta_25k', '25k_100k', '100k_500k', 'mas_500k'] as const;
export type FundsBand = (typeof FUNDS_BANDS)[number];

/** Cents bounds of each band: a price p falls in the band with min < p ≤ max (the first includes 0). */
export const fundsBandBounds: Record<FundsBand, { minCents: number; maxCents: number | null }> = {
  hasta_25k: { minCents: 0, maxCents: 2_500_000 },
  '25k_100k': { minCents: 2_500_000, maxCents: 10_000_000 },
  '100k_500k': { minCents: 10_000_000, maxCents: 50_000_000 },
  mas_500k: { minCents: 50_000_000, maxCents: null },
};

/** How the form, the queue and the badge name each band. */
export const fundsBandLabels: Record<FundsBand, string> = {
  hasta_25k: 'Hasta $25.000',
  '25k_100k': 'De $25.000 a $100.000',
  '100k_500k': 'De $100.000 a $500.000',
  mas_500k: 'Más de $500.000',
};

export function bandRank(band: FundsBand): number {
  return FUNDS_BANDS.indexOf(band);
}

/** The band a listing's price (in cents) falls in: $25.000 exactly is still the first band. */
export function bandForPrice(priceCents: number): FundsBand {
  const price = Math.max(0, priceCents);
  for (const band of FUNDS_BANDS) {
    const max = fundsBandBounds[band].maxCents;
    if (max === null || price <= max) return band;
  }
  return 'mas_500k';
}

/** Whether funds verified in `band` reach what `requiredBand` asks (the same band or a higher one). */
export function bandCovers(band: FundsBand, requiredBand: FundsBand): boolean {
  return bandRank(band) >= bandRank(requiredBand);
}

/** Days an approval is a badge, days before its end that the buyer is reminded, days the document is kept. */
export const FUNDS_VALID_DAYS = 90;
export const FUNDS_REMINDER_DAYS = 7;
export const FUNDS_RETENTION_DAYS = 30;
/** An upload's size limit, checked by the browser before sending and by the server again. */
export const FUNDS_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** How long a claim holds a verification for its reviewer before another admin may take it. */
export const FUNDS_CLAIM_MINUTES = 30;

/** What the upload screen says about retention (LOPDP). */
export const FUNDS_RETENTION_TEXT =
  'Borramos tu documento 30 días después de la revisión; guardamos solo la decisión y el rango.';

/** «diciembre 2026»: the month and year of the approval, in Ecuador's time wherever it is shown. */
export function fundsBadgeMonth(verifiedAt: Date | string): string {
  return formatMonthYear(verifiedAt, { timeZone: DEFAULT_TIME_ZONE }).replace(' de ', ' ');
}

/** «Fondos verificados hasta $100.000 · diciembre 2026» (the top band: «por más de $500.000»). */
export function fundsBadgeText(band: FundsBand, verifiedAt: Date | string): string {
  const amount =
    band === 'mas_500k'
      ? 'por más de $500.000'
      : `hasta $${groupThousands(fundsBandBounds[band].maxCents! / 100)}`;
  return `Fondos verificados ${amount} · ${fundsBadgeMonth(verifiedAt)}`;
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export const fundsStatuses = ['pending', 'in_review', 'approved', 'rejected', 'expired'] as const;
export type FundsStatus = (typeof fundsStatuses)[number];

export const fundsStatusLabels: Record<FundsStatus, string> = {
  pending: 'Pendiente',
  in_review: 'En revisión',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  expired: 'Vencida',
};

export const fundsDocumentMimes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type FundsDocumentMime = (typeof fundsDocumentMimes)[number];

/** The badge as the rest of the product shows it (profile card, access requirements). */
export const fundsBadge = z.object({
  band: z.enum(FUNDS_BANDS),
  verifiedAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(['valid', 'expired']),
  /** «Fondos verificados hasta $100.000 · diciembre 2026». */
  text: z.string(),
});
export type FundsBadge = z.infer<typeof fundsBadge>;

/** `POST /api/funds-verifications` (multipart): field `band`, file `file` (PDF, JPG or PNG up to 10 MB). */
export const fundsUploadFields = z.object({
  band: z.enum(FUNDS_BANDS, 'Elige el rango de fondos que declaras.'),
});

/** The buyer's own view of one upload. */
export const myFundsVerification = z.object({
  id: z.number().int(),
  status: z.enum(fundsStatuses),
  declaredBand: z.enum(FUNDS_BANDS),
  approvedBand: z.enum(FUNDS_BANDS).nullable(),
  documentMime: z.enum(fundsDocumentMimes).nullable(),
  documentSize: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Whether the document is still kept (it can be opened by its owner). */
  hasDocument: z.boolean(),
  documentsDeletedAt: z.string().nullable(),
});
export type MyFundsVerification = z.infer<typeof myFundsVerification>;

/** `GET /api/funds-verifications/me`: the latest upload (or null), the badge and whether a new upload is taken. */
export const myFundsResponse = z.object({
  verification: myFundsVerification.nullable(),
  badge: fundsBadge.nullable(),
  canUpload: z.boolean(),
});
export type MyFundsResponse = z.infer<typeof myFundsResponse>;

export const adminFundsQuery = z.object({
  status: z.enum(fundsStatuses).optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminFundsListItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  status: z.enum(fundsStatuses),
  declaredBand: z.enum(FUNDS_BANDS),
  approvedBand: z.enum(FUNDS_BANDS).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  claimedByName: z.string().nullable(),
});
export type AdminFundsListItem = z.infer<typeof adminFundsListItem>;

export const adminFundsCounts = z.object({
  pending: z.number().int().nonnegative(),
  in_review: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
});

export const adminFundsListResponse = z.object({
  items: z.array(adminFundsListItem),
  nextCursor: z.string().nullable(),
  counts: adminFundsCounts,
});
export type AdminFundsListResponse = z.infer<typeof adminFundsListResponse>;

/** `GET /api/admin/funds-verifications/:id`. */
export const adminFundsDetail = adminFundsListItem.extend({
  claimedById: z.number().int().nullable(),
  claimedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  documentMime: z.enum(fundsDocumentMimes).nullable(),
  documentSize: z.number().int().nullable(),
  hasDocument: z.boolean(),
  documentsDeletedAt: z.string().nullable(),
  previousUploads: z.number().int(),
});
export type AdminFundsDetail = z.infer<typeof adminFundsDetail>;

export const fundsDecisionInput = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    /** The band confirmed: the declared one or a lower one. */
    band: z.enum(FUNDS_BANDS, 'Elige el rango que confirmas.'),
  }),
  z.object({
    decision: z.literal('reject'),
    reason: z
      .string()
      .trim()
      .min(10, 'Escribe el motivo en una frase: es lo que la persona leerá (al menos 10 caracteres).')
      .max(1000, 'El motivo es demasiado largo (máximo 1000 caracteres).'),
  }),
]);
export type FundsDecisionInput = z.infer<typeof fundsDecisionInput>;
