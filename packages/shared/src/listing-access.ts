// Access the seller controls (decision 062): a listing's access mode and requirements, the
// buyer's access state on it (on the NDA row), the seller's requests and answers, the admin's
// history. Server routes and web screens both use these schemas.
import { z } from 'zod';
import { countText } from './plural.ts';

// ---------- the listing's settings ----------

/** `immediate`: today's behaviour, signing opens the confidential part; `approval`: the seller approves each buyer. */
export const listingAccessModes = ['immediate', 'approval'] as const;
export type ListingAccessMode = (typeof listingAccessModes)[number];

export const listingAccessModeLabels: Record<ListingAccessMode, string> = {
  immediate: 'Acceso inmediato al firmar',
  approval: 'Yo apruebo cada solicitud',
};

export const listingAccessModeHints: Record<ListingAccessMode, string> = {
  immediate: 'Quien firma el acuerdo de confidencialidad ve enseguida la parte confidencial.',
  approval:
    'Quien firma te envía una solicitud; la parte confidencial, los documentos y los mensajes se abren cuando la apruebas.',
};

/**
 * What the listing form sends and the seller's listing answer carries. The identity
 * requirement is the existing `requireVerifiedBuyer` of the listing (decision 100); funds are
 * required at or above the band of the listing's asking price (`bandForPrice`, decision 104).
 */
export const listingAccessSettings = z.object({
  accessMode: z.enum(listingAccessModes),
  /** Only buyers whose funds are verified at or above the band of the asking price. */
  requireVerifiedFunds: z.boolean(),
});
export type ListingAccessSettings = z.infer<typeof listingAccessSettings>;

export const DEFAULT_LISTING_ACCESS: ListingAccessSettings = {
  accessMode: 'immediate',
  requireVerifiedFunds: false,
};

// ---------- a buyer's access on a listing ----------

/**
 * The access state of a buyer's NDA. Existing signed NDAs and those of immediate listings are
 * `granted`; on an approval listing a signed NDA starts `requested`.
 */
export const listingAccessStates = ['requested', 'granted', 'declined', 'expired', 'revoked'] as const;
export type ListingAccessState = (typeof listingAccessStates)[number];

export const listingAccessStateLabels: Record<ListingAccessState, string> = {
  requested: 'Solicitud enviada',
  granted: 'Acceso aprobado',
  declined: 'Solicitud rechazada',
  expired: 'Solicitud vencida',
  revoked: 'Acceso revocado',
};

/** Days before an unanswered request reminds the seller (once), and before it expires. */
export const ACCESS_REMINDER_DAYS = 7;
export const ACCESS_EXPIRY_DAYS = 14;
export const ACCESS_MESSAGE_MAX = 1000;
export const ACCESS_REASON_MAX = 1000;
/** What the listing page says when the seller has too little history to compute a time. */
export const ACCESS_DEFAULT_RESPONSE_DAYS = 2;

/** «El vendedor revisa las solicitudes; suele responder en 2 días.» */
export function accessResponseTimeText(days: number | null): string {
  if (days === 0) return 'El vendedor revisa las solicitudes; suele responder en menos de un día.';
  return `El vendedor revisa las solicitudes; suele responder en ${countText(days ?? ACCESS_DEFAULT_RESPONSE_DAYS, 'día', 'días')}.`;
}

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The message a buyer sends with the request. It travels in the NDA sign body
 * (`signNdaBody.accessMessage`) or, while the request is open, by
 * `PUT /api/listing-access/:businessId/request` (re-sending after an expiry too).
 */
export const accessRequestBody = z.object({
  message: optionalText(ACCESS_MESSAGE_MAX, `Tu mensaje puede tener hasta ${ACCESS_MESSAGE_MAX} caracteres.`),
});
export type AccessRequestBody = z.input<typeof accessRequestBody>;

/** `POST /api/listing-access/requests/:id/decline` and `/revoke`: an optional reason the buyer reads. */
export const accessDecisionBody = z.object({
  reason: optionalText(ACCESS_REASON_MAX, `El motivo puede tener hasta ${ACCESS_REASON_MAX} caracteres.`),
});
export type AccessDecisionBody = z.input<typeof accessDecisionBody>;

/** What a listing asks of a buyer before opening its confidential part. */
export const accessRequirement = z.object({
  kind: z.enum(['identity', 'funds']),
  /** «Identidad verificada», «Fondos verificados que cubran el precio ($80.000): rango de $25.000 a $100.000 o superior». */
  label: z.string(),
  /** Whether the viewer meets it (false for anonymous viewers). */
  met: z.boolean(),
  /** Where the buyer fulfils it: /identity-verification, /proof-of-funds. */
  path: z.string(),
});
export type AccessRequirement = z.infer<typeof accessRequirement>;

/**
 * `GET /api/listing-access/:businessId` (anyone; personal parts for a signed-in buyer): what
 * the seller requires, what is missing, what happens next and this buyer's request.
 */
export const buyerAccessView = z.object({
  businessId: z.number().int(),
  mode: z.enum(listingAccessModes),
  requirements: z.array(accessRequirement),
  /** Spanish sentence naming what the viewer still lacks, or null. */
  missingText: z.string().nullable(),
  /** «El vendedor revisa las solicitudes; suele responder en 2 días.» (approval mode), else null. */
  nextStepText: z.string().nullable(),
  /** This buyer's state; null before signing (or for anonymous viewers and the seller). */
  state: z.enum(listingAccessStates).nullable(),
  /** Whether the NDA behind it is signed (an enhanced signature may still be pending). */
  ndaSigned: z.boolean(),
  message: z.string().nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The seller's decline or revocation reason, for the buyer. */
  reason: z.string().nullable(),
  /** When an open request expires unanswered. */
  expiresAt: z.string().nullable(),
  /** The buyer may (re)send the request now: an expired one. */
  canRequest: z.boolean(),
  /** The buyer may see the confidential part (the one server-side predicate). */
  hasAccess: z.boolean(),
});
export type BuyerAccessView = z.infer<typeof buyerAccessView>;

// ---------- the seller's requests ----------

export const accessRequestListQuery = z.object({
  businessId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  state: z.enum(listingAccessStates).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AccessRequestListQuery = z.infer<typeof accessRequestListQuery>;

/** The buyer as a seller sees them on a request: never their email, documents or cédula. */
export const accessRequestBuyer = z.object({
  id: z.number().int(),
  fullName: z.string(),
  identityVerified: z.boolean(),
  memberSince: z.string(),
  /**
   * The buyer profile card with its badges (decision 103), when the buyer-profiles module
   * provides it; its shape is that module's contract.
   */
  card: z.record(z.string(), z.unknown()).nullable(),
});

export const accessRequestItem = z.object({
  /** The NDA's id: requests are answered by it. */
  id: z.number().int(),
  business: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    accessMode: z.enum(listingAccessModes),
  }),
  buyer: accessRequestBuyer,
  state: z.enum(listingAccessStates),
  message: z.string().nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The conversation with this buyer about this listing, if any. */
  conversationId: z.number().int().nullable(),
});
export type AccessRequestItem = z.infer<typeof accessRequestItem>;

export const accessRequestList = z.object({
  items: z.array(accessRequestItem),
  nextCursor: z.string().nullable(),
  /** Open requests of the seller (all listings, or the filtered one), for the tab's count. */
  openCount: z.number().int(),
});
export type AccessRequestList = z.infer<typeof accessRequestList>;

/**
 * `POST /api/listing-access/requests/:id/ask` («Hacer una pregunta», the listing's seller only):
 * the request stays open and the conversation with the buyer is opened (created about the
 * listing when the pair has none). The seller writes there (`/messages/:buyerId`); the buyer may
 * answer while the request waits, and gets nothing of the confidential part for it.
 */
export const accessQuestionResponse = z.object({
  request: accessRequestItem,
  conversationId: z.number().int(),
});
export type AccessQuestionResponse = z.infer<typeof accessQuestionResponse>;

// ---------- the admin's history ----------

export const accessHistoryKinds = [
  'requested',
  'approved',
  'declined',
  'reminded',
  'expired',
  'revoked',
  'settings_changed',
] as const;
export type AccessHistoryKind = (typeof accessHistoryKinds)[number];

export const accessHistoryKindLabels: Record<AccessHistoryKind, string> = {
  requested: 'Solicitud de acceso',
  approved: 'Acceso aprobado',
  declined: 'Solicitud rechazada',
  reminded: 'Recordatorio al vendedor',
  expired: 'Solicitud vencida',
  revoked: 'Acceso revocado',
  settings_changed: 'Cambio del modo de acceso',
};

export const accessHistoryEntry = z.object({
  kind: z.enum(accessHistoryKinds),
  at: z.string(),
  /** Null for what the system did on its own (reminders, expiries). */
  actor: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** The buyer concerned; null for a settings change. */
  buyer: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  ndaId: z.number().int().nullable(),
  /** The message, reason or the settings before and after. */
  details: z.record(z.string(), z.unknown()),
});
export type AccessHistoryEntry = z.infer<typeof accessHistoryEntry>;

/** `GET /api/admin/listing-access/:businessId/history`: newest first. */
export const accessHistory = z.object({
  business: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  settings: listingAccessSettings.extend({ requireVerifiedBuyer: z.boolean() }),
  entries: z.array(accessHistoryEntry),
});
export type AccessHistory = z.infer<typeof accessHistory>;
