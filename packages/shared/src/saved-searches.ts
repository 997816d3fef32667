import { z } from 'zod';
import { businessSearchFilters, invertedRangeMessage, invertedRanges } from './businesses.ts';
import { businessCategoryLabels } from './enums.ts';
import { formatMoney } from './money.ts';

/**
 * Saved searches and their alerts (decision 150): a saved search stores exactly the
 * filter model of /businesses (`businessSearchFilters`) and sends the listings approved later
 * that the same search would show.
 */

export const savedSearchFrequencies = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];
export const savedSearchFrequencyLabels: Record<SavedSearchFrequency, string> = {
  instant: 'Al instante',
  daily: 'Resumen diario',
  weekly: 'Resumen semanal',
};

/** Saved searches a person may keep. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

/**
 * The stored filters: the search's model without its order (an order never changes what matches)
 * and without «publicados en los últimos N días» (every listing an alert sends was just approved;
 * decision 151): both are dropped when a search is saved.
 */
export const savedSearchFilters = businessSearchFilters
  // An alert sends listings just approved, never reserved ones: hiding those changes nothing (decision 171).
  .omit({ sort: true, publishedWithin: true, hideReserved: true })
  .superRefine((f, ctx) => {
    for (const range of invertedRanges(f)) {
      ctx.addIssue({ code: 'custom', path: [range.max], message: invertedRangeMessage(range) });
    }
  });
export type SavedSearchFilters = z.infer<typeof savedSearchFilters>;

const name = z
  .string()
  .trim()
  .max(SAVED_SEARCH_NAME_MAX, {
    message: `El nombre puede tener hasta ${SAVED_SEARCH_NAME_MAX} caracteres.`,
  });

export const createSavedSearchInput = z.object({
  /** Empty or absent: a name composed from the filters ("Restaurantes en Quito hasta $80.000"). */
  name: name.optional(),
  filters: savedSearchFilters,
  frequency: z.enum(savedSearchFrequencies).default('instant'),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchInput>;

export const updateSavedSearchInput = z
  .object({
    name: name.min(1, { message: 'Escribe un nombre para la búsqueda.' }).optional(),
    frequency: z.enum(savedSearchFrequencies).optional(),
    paused: z.boolean().optional(),
  })
  .refine((v) => v.name !== undefined || v.frequency !== undefined || v.paused !== undefined, {
    message: 'Indica qué quieres cambiar: el nombre, la frecuencia o la pausa.',
  });
export type UpdateSavedSearchInput = z.infer<typeof updateSavedSearchInput>;

export const savedSearchView = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  frequency: z.enum(savedSearchFrequencies),
  paused: z.boolean(),
  /** Listings matched since the owner last opened the search. */
  newCount: z.number().int(),
  lastVisitedAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearchView = z.infer<typeof savedSearchView>;

export const savedSearchList = z.object({
  items: z.array(savedSearchView),
  limit: z.number().int(),
});
export type SavedSearchList = z.infer<typeof savedSearchList>;

/** One alert of the bell: a listing a saved search found. */
export const savedSearchAlert = z.object({
  kind: z.literal('saved-search'),
  id: z.number().int(),
  createdAt: z.string(),
  read: z.boolean(),
  savedSearch: z.object({ id: z.number().int(), name: z.string() }),
  business: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    location: z.string().nullable(),
    country: z.string().nullable(),
    askingPrice: z.string().nullable(),
  }),
});
export type SavedSearchAlert = z.infer<typeof savedSearchAlert>;

/** Decisions on the person's own content that the bell (and a mail) tells them about. */
export const noticeTypes = [
  'listing-approved',
  'listing-rejected',
  'professional-approved',
  'professional-rejected',
  // Proof of funds (decision 104): the review decision and the badge about to end.
  'funds-approved',
  'funds-rejected',
  'funds-expiring',
  // Access the seller controls (decision 062): requests to the seller, answers to the buyer.
  'access-requested',
  'access-reminder',
  'access-approved',
  'access-declined',
  'access-expired',
  'access-revoked',
  // Bank transfers (decision 094): the admin's decision on a receipt.
  'transfer-approved',
  'transfer-rejected',
  // A reserved listing (decision 171): other buyers told, the exclusivity's end, extension, release, closing.
  'listing-reserved',
  'reservation-ending',
  'reservation-ended',
  'reservation-extension',
  'reservation-released',
  'reservation-closed',
  // The road to closing (decision 175): an overdue step, a payment's receipt or confirmation, a dispute.
  'closing-overdue',
  'closing-payment',
  'closing-dispute',
  // The data room's questions (decision 174): asked and unanswered to the seller, answered to the asker.
  'question-asked',
  'question-reminder',
  'question-answered',
  // Offers (decision 170): an offer or counter-offer to answer, the answer, a signature, a lapse.
  'offer-received',
  'offer-accepted',
  'offer-rejected',
  'offer-withdrawn',
  'offer-lapsed',
  'offer-signed',
] as const;
export type NoticeType = (typeof noticeTypes)[number];

/** One notice of the bell: an admin approved or rejected the person's listing or directory entry. */
export const noticeAlert = z.object({
  kind: z.literal('notice'),
  id: z.number().int(),
  createdAt: z.string(),
  read: z.boolean(),
  notice: z.object({
    type: z.enum(noticeTypes),
    title: z.string(),
    body: z.string().nullable(),
    /** The in-app path it opens (the listing, its edit form, the directory entry). */
    href: z.string(),
  }),
});
export type NoticeAlert = z.infer<typeof noticeAlert>;

/** An item of the bell. Ids are unique across both kinds. */
export const bellItem = z.discriminatedUnion('kind', [savedSearchAlert, noticeAlert]);
export type BellItem = z.infer<typeof bellItem>;

export const alertsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const alertsPage = z.object({
  items: z.array(bellItem),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type AlertsPage = z.infer<typeof alertsPage>;

export const unreadAlerts = z.object({ unread: z.number().int() });

type NameFilters = Partial<Record<keyof SavedSearchFilters, string | number | boolean | undefined>>;

const amount = (v: string | number | boolean | undefined) =>
  v === undefined || v === '' || typeof v === 'boolean' ? null : formatMoney(v);

/**
 * The name a saved search gets when its owner gives none, composed from its filters in Spanish:
 * "Restaurantes en Quito hasta $80.000", "«cafetería» en Ecuador desde $20.000".
 */
export function defaultSavedSearchName(filters: NameFilters): string {
  const parts: string[] = [];
  const category = filters.category as keyof typeof businessCategoryLabels | undefined;
  const q = typeof filters.q === 'string' ? filters.q.trim() : '';
  if (category && businessCategoryLabels[category]) parts.push(businessCategoryLabels[category]);
  if (q) parts.push(`«${q}»`);
  if (parts.length === 0) parts.push('Negocios');
  const place = [filters.location, filters.country].filter((p) => typeof p === 'string' && p.trim());
  if (place.length > 0) parts.push(`en ${place.map((p) => String(p).trim()).join(', ')}`);
  const min = amount(filters.minPrice);
  const max = amount(filters.maxPrice);
  if (min && max) parts.push(`de ${min} a ${max}`);
  else if (min) parts.push(`desde ${min}`);
  else if (max) parts.push(`hasta ${max}`);
  const extras: string[] = [];
  if (filters.minRevenue !== undefined || filters.maxRevenue !== undefined) extras.push('ventas');
  if (filters.minProfit !== undefined || filters.maxProfit !== undefined) extras.push('utilidad');
  if (extras.length > 0) parts.push(`(con filtro de ${extras.join(' y ')})`);
  if (filters.withPhotos === true || filters.withPhotos === 'true') parts.push('con fotos');
  const text = parts.join(' ');
  return text.length > SAVED_SEARCH_NAME_MAX
    ? `${text.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`
    : text;
}

/** The address order of the filters on /businesses (the web's FILTER_KEYS, without the order). */
const PARAM_ORDER = [
  'q',
  'category',
  'country',
  'location',
  'minPrice',
  'maxPrice',
  'minRevenue',
  'maxRevenue',
  'minProfit',
  'maxProfit',
  'withPhotos',
  'includeSold',
] as const;

/** The saved filters as /businesses reads them from the address ("category=restaurant&location=Quito"). */
export function savedSearchParams(filters: Record<string, string | number | boolean>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of PARAM_ORDER) {
    const value = filters[key];
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  return params;
}
